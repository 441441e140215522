import { randomBytes } from 'node:crypto';

type Answer = { status: number; body?: unknown; headers?: Record<string, string> };

export interface OAuthDoubleOptions {
  clientId?: string;
  clientSecret?: string;
  /** Access tokens last this long; short in tests so refreshing is exercised. */
  accessTokenSeconds?: number;
  /** Consent is given at once (tests) instead of on a page with Allow and Deny (the demo). */
  autoConsent?: boolean;
}

/** The one site the double's Atlassian account may use. */
export const DOUBLE_CLOUD_ID = '11111111-2222-4333-8444-555555555555';

const token = (prefix: string) => `${prefix}-${randomBytes(12).toString('hex')}`;
const oauthError = (status: number, error: string, description: string): Answer => ({
  status,
  body: { error, error_description: description },
});

/**
 * Atlassian's side of OAuth 2.0 (3LO), as the double plays it: the consent page, the token
 * endpoint (codes used once, refresh tokens rotated: an old one is refused), the accessible
 * resources, and which bearer tokens are alive for the API gateway under /ex/jira/{cloudId}.
 */
export function oauthDouble(options: OAuthDoubleOptions = {}) {
  const clientId = options.clientId ?? 'double-client';
  const clientSecret = options.clientSecret ?? 'double-client-secret';
  const lifetimeMs = (options.accessTokenSeconds ?? 3600) * 1000;
  const codes = new Map<string, string>();
  const access = new Map<string, number>();
  const refresh = new Set<string>();

  function issue(): Answer {
    const accessToken = token('at');
    const refreshToken = token('rt');
    access.set(accessToken, Date.now() + lifetimeMs);
    refresh.add(refreshToken);
    return {
      status: 200,
      body: {
        access_token: accessToken,
        refresh_token: refreshToken,
        expires_in: Math.round(lifetimeMs / 1000),
        scope: 'read:jira-work write:jira-work read:jira-user offline_access',
        token_type: 'Bearer',
      },
    };
  }

  /** Whether a bearer token was handed out here and has not expired. */
  const alive = (bearer: string): boolean => (access.get(bearer) ?? 0) > Date.now();

  function redirectWith(redirectUri: string, params: Record<string, string>): Answer {
    const target = new URL(redirectUri);
    for (const [name, value] of Object.entries(params)) target.searchParams.set(name, value);
    return { status: 302, headers: { Location: String(target) } };
  }

  return {
    credentials: { clientId, clientSecret },

    alive,

    /** Every access token handed out so far ends now, as an hour passing would. */
    expireAccessTokens() {
      for (const key of access.keys()) access.set(key, 0);
    },

    /** The OAuth paths, or undefined for anything else. */
    answer(method: string, url: URL, body: unknown, baseUrl: string, authorization = ''): Answer | undefined {
      const query = url.searchParams;
      if (method === 'GET' && (url.pathname === '/authorize' || url.pathname === '/authorize/decide')) {
        const redirectUri = query.get('redirect_uri') ?? '';
        if (
          query.get('client_id') !== clientId ||
          !URL.canParse(redirectUri) ||
          query.get('response_type') !== 'code'
        )
          return { status: 400, body: 'Invalid authorization request' };
        const state = query.get('state') ?? '';
        if (url.pathname === '/authorize' && !options.autoConsent) {
          const decide = (allow: boolean) => {
            const next = new URL(`${baseUrl}/authorize/decide`);
            query.forEach((value, name) => next.searchParams.set(name, value));
            next.searchParams.set('allow', String(allow));
            return String(next).replace(/&/g, '&amp;');
          };
          return {
            status: 200,
            headers: { 'Content-Type': 'text/html; charset=utf-8' },
            body: `<!doctype html><meta name="viewport" content="width=device-width"><title>Atlassian (double)</title><main style="font-family:sans-serif;max-width:28rem;margin:3rem auto"><h1>Allow access to your Jira?</h1><p>The app wants to read and write your Jira issues.</p><p><a href="${decide(true)}">Accept</a> · <a href="${decide(false)}">Deny</a></p></main>`,
          };
        }
        if (query.get('allow') === 'false')
          return redirectWith(redirectUri, {
            error: 'access_denied',
            error_description: 'The user denied access',
            state,
          });
        const code = token('code');
        codes.set(code, redirectUri);
        return redirectWith(redirectUri, { code, state });
      }
      if (method === 'POST' && url.pathname === '/oauth/token') {
        const input = (body ?? {}) as Record<string, string>;
        if (input.client_id !== clientId || input.client_secret !== clientSecret)
          return oauthError(401, 'access_denied', 'Unauthorized');
        if (input.grant_type === 'authorization_code') {
          const redirectUri = codes.get(input.code ?? '');
          codes.delete(input.code ?? '');
          if (!redirectUri || redirectUri !== input.redirect_uri)
            return oauthError(403, 'invalid_grant', 'Invalid authorization code');
          return issue();
        }
        if (input.grant_type === 'refresh_token') {
          if (!refresh.delete(input.refresh_token ?? ''))
            return oauthError(403, 'unauthorized_client', 'refresh_token is invalid');
          return issue();
        }
        return oauthError(400, 'unsupported_grant_type', 'Unsupported grant type');
      }
      if (method === 'GET' && url.pathname === '/oauth/token/accessible-resources') {
        if (!alive(authorization.replace(/^Bearer /, '')))
          return oauthError(401, 'unauthorized', 'Invalid or expired access token');
        return {
          status: 200,
          body: [
            {
              id: DOUBLE_CLOUD_ID,
              url: baseUrl,
              name: 'double',
              scopes: ['read:jira-work', 'write:jira-work', 'read:jira-user'],
              avatarUrl: `${baseUrl}/avatar/APP.svg`,
            },
          ],
        };
      }
      return undefined;
    },
  };
}
export type OAuthDouble = ReturnType<typeof oauthDouble>;
