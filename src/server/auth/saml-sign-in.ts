import { randomBytes } from 'node:crypto';
import { SamlStatusError, type CacheProvider } from '@node-saml/node-saml';
import type { BetterAuthPlugin } from 'better-auth';
import { createAuthEndpoint } from 'better-auth/api';
import type { GenericEndpointContext } from '@better-auth/core';
import { setSessionCookie } from 'better-auth/cookies';
import { handleOAuthUserInfo } from 'better-auth/oauth2';
import { z } from 'zod';
import type { SamlProviderConfig } from '../config/saml-config';
import type { ClaimedAtSignIn } from './oidc-sign-in';
import { SAML_REQUEST_TTL_MS, identityOf, serviceProvider, type SamlIdentity } from './saml-service-provider';

/** How long a verified answer waits for the browser that started the sign-in to pick it up. */
const ANSWER_TTL_MS = 2 * 60_000;
const BINDING_COOKIE = 'saml_binding';

/** A sign-in started here, waiting for the provider's answer. */
interface PendingRequest {
  providerId: string;
  callbackURL: string;
  errorURL: string;
  /** The secret in the starting browser's cookie: the answer is taken up only there. */
  binding: string;
}
type VerifiedAnswer = PendingRequest & { identity: SamlIdentity };

const requestKey = (requestId: string) => `saml-request:${requestId}`;
const answerKey = (requestId: string) => `saml-answer:${requestId}`;
const startBody = z.object({
  callbackURL: z.string().max(2_000).optional(),
  errorCallbackURL: z.string().max(2_000).optional(),
});
const acsBody = z.object({
  SAMLResponse: z.string().max(250_000),
  RelayState: z.string().max(2_000).optional(),
});
const finishQuery = z.object({ request: z.string().max(100) });

/** Where a failed sign-in goes: the page it was started from, with what went wrong. */
function fail(ctx: GenericEndpointContext, errorURL: string | undefined, code: string): never {
  const where = new URL(
    errorURL ?? ctx.context.options.onAPIError?.errorURL ?? '/sign-in',
    ctx.context.baseURL,
  );
  where.searchParams.set('error', code);
  throw ctx.redirect(where.toString());
}

/**
 * Sign-in with SAML 2.0 identity providers, as a better-auth plugin so the account rules are the
 * ones OpenID sign-in follows (better-auth's own find, link or create). Three steps:
 * - `sign-in` stores the request and answers the provider's address to send the browser to;
 * - `acs` takes the provider's signed answer (posted from the provider's page, so without our
 *   cookies), verifies it, uses up its request, and sends the browser on to
 * - `finish`, which signs in only the browser whose cookie started that request: an answer
 *   carried to someone else's browser signs nobody in there.
 */
export function samlSignIn(
  providers: readonly SamlProviderConfig[],
  claimed: ClaimedAtSignIn,
  publicUrl: string,
): BetterAuthPlugin {
  const providerOf = (ctx: GenericEndpointContext): SamlProviderConfig => {
    const provider = providers.find(({ id }) => id === ctx.params?.providerId);
    if (!provider) throw ctx.error('NOT_FOUND', { message: 'There is no such sign-in provider' });
    return provider;
  };
  /** node-saml's record of our requests, kept in better-auth's verification table so any instance can check it. */
  const requestStore = (ctx: GenericEndpointContext, pending?: PendingRequest): CacheProvider => ({
    saveAsync: async (key, value) => {
      if (!pending) throw new Error('Only a sign-in start records a request');
      await ctx.context.internalAdapter.createVerificationValue({
        identifier: requestKey(key),
        value: JSON.stringify({ ...pending, instant: value }),
        expiresAt: new Date(Date.now() + SAML_REQUEST_TTL_MS),
      });
      return { value, createdAt: Date.now() };
    },
    // node-saml wants the instant the request was made, which it checks the request's age against.
    getAsync: async (key) => {
      const row = await ctx.context.internalAdapter.findVerificationValue(requestKey(key));
      if (!row || new Date(row.expiresAt) <= new Date()) return null;
      return (JSON.parse(row.value) as { instant: string }).instant;
    },
    // The request is used up once the whole answer is verified, atomically, below.
    removeAsync: async (key) => key,
  });

  return {
    id: 'estimate-saml',
    endpoints: {
      samlSignIn: createAuthEndpoint(
        '/saml/:providerId/sign-in',
        { method: 'POST', body: startBody },
        async (ctx) => {
          const provider = providerOf(ctx);
          const requestId = `_${randomBytes(20).toString('hex')}`;
          const binding = randomBytes(32).toString('base64url');
          const pending: PendingRequest = {
            providerId: provider.id,
            callbackURL: ctx.body.callbackURL ?? '/',
            errorURL: ctx.body.errorCallbackURL ?? '/sign-in',
            binding,
          };
          const sp = serviceProvider(provider, publicUrl, requestStore(ctx, pending), requestId);
          const url = await sp.getAuthorizeUrlAsync('', undefined, {});
          const cookie = ctx.context.createAuthCookie(BINDING_COOKIE, { maxAge: SAML_REQUEST_TTL_MS / 1000 });
          await ctx.setSignedCookie(cookie.name, binding, ctx.context.secret, cookie.attributes);
          return ctx.json({ url });
        },
      ),
      samlAnswer: createAuthEndpoint(
        '/saml/:providerId/acs',
        // The provider's page posts a form.
        {
          method: 'POST',
          body: acsBody,
          metadata: { allowedMediaTypes: ['application/x-www-form-urlencoded'] },
        },
        async (ctx) => {
          const provider = providerOf(ctx);
          const sp = serviceProvider(provider, publicUrl, requestStore(ctx));
          let verified: Awaited<ReturnType<typeof sp.validatePostResponseAsync>>;
          try {
            verified = await sp.validatePostResponseAsync({ SAMLResponse: ctx.body.SAMLResponse });
          } catch (error) {
            const refused = error instanceof SamlStatusError;
            ctx.context.logger.warn(
              `SAML answer from "${provider.id}" refused: ${(error as Error).message.slice(0, 200)}`,
            );
            return fail(ctx, undefined, refused ? 'access_denied' : 'saml_refused');
          }
          const requestId = verified.profile?.inResponseTo;
          const used =
            typeof requestId === 'string'
              ? await ctx.context.internalAdapter.consumeVerificationValue(requestKey(requestId))
              : null;
          const pending = used && (JSON.parse(used.value) as PendingRequest);
          // A second answer to one request (replayed): the first used it up. And an answer comes
          // from the provider the request went to.
          if (
            !verified.profile ||
            !pending ||
            pending.providerId !== provider.id ||
            typeof requestId !== 'string'
          )
            return fail(ctx, undefined, 'saml_refused');
          const answer: VerifiedAnswer = { ...pending, identity: identityOf(verified.profile, provider) };
          await ctx.context.internalAdapter.createVerificationValue({
            identifier: answerKey(requestId),
            value: JSON.stringify(answer),
            expiresAt: new Date(Date.now() + ANSWER_TTL_MS),
          });
          const finish = new URL(`${ctx.context.baseURL}/saml/${provider.id}/finish`);
          finish.searchParams.set('request', requestId);
          throw ctx.redirect(finish.toString());
        },
      ),
      samlFinish: createAuthEndpoint(
        '/saml/:providerId/finish',
        { method: 'GET', query: finishQuery },
        async (ctx) => {
          const provider = providerOf(ctx);
          const row = await ctx.context.internalAdapter.consumeVerificationValue(
            answerKey(ctx.query.request),
          );
          if (!row) return fail(ctx, undefined, 'saml_expired');
          const answer = JSON.parse(row.value) as VerifiedAnswer;
          const cookie = ctx.context.createAuthCookie(BINDING_COOKIE);
          const binding = await ctx.getSignedCookie(cookie.name, ctx.context.secret);
          ctx.setCookie(cookie.name, '', { ...cookie.attributes, maxAge: 0 });
          if (binding !== answer.binding) return fail(ctx, answer.errorURL, 'saml_other_browser');
          const { identity } = answer;
          if (!identity.email) return fail(ctx, answer.errorURL, 'email_not_found');
          claimed.note(identity.email, { admin: identity.admin });
          let result: Awaited<ReturnType<typeof handleOAuthUserInfo>>;
          try {
            result = await handleOAuthUserInfo(ctx, {
              userInfo: {
                id: identity.nameId,
                email: identity.email,
                emailVerified: provider.emailVerified,
                name: identity.name,
                image: undefined,
              },
              account: { providerId: provider.id, accountId: identity.nameId },
              callbackURL: answer.callbackURL,
              source: { method: 'sso-saml', sso: { providerId: provider.id } },
            });
          } catch (error) {
            const code = (error as { body?: { code?: string } }).body?.code;
            if (code === 'BANNED_USER') return fail(ctx, answer.errorURL, 'banned');
            throw error;
          }
          if (result.error || !result.data) {
            return fail(ctx, answer.errorURL, result.error?.split(' ').join('_') ?? 'saml_refused');
          }
          await setSessionCookie(ctx, result.data);
          throw ctx.redirect(answer.callbackURL);
        },
      ),
      samlMetadata: createAuthEndpoint('/saml/:providerId/metadata', { method: 'GET' }, async (ctx) => {
        const provider = providerOf(ctx);
        const xml = serviceProvider(provider, publicUrl, requestStore(ctx)).generateServiceProviderMetadata(
          null,
        );
        return new Response(xml, { headers: { 'content-type': 'application/samlmetadata+xml' } });
      }),
    },
  };
}
