import type { Redis } from 'ioredis';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { AuthErrorCode } from '../../shared/api/auth';
import type { Auth } from '../auth/auth';
import type { Db } from '../db/database';
import { signInThrottle } from '../auth/sign-in-throttle';
import { banNotice } from '../auth/ban-notice';
import { HttpError, notFound } from './errors';
import { DATABASE_UNWRITABLE_MESSAGE } from '../db/db-errors';
import { logSecurityEvent, typedEmail } from '../lib/security-log';

const GUEST_SIGN_IN_PATH = '/api/auth/sign-in/anonymous';
const SIGN_IN_PATHS = [
  '/api/auth/sign-in/email',
  '/api/auth/sign-up/email',
  GUEST_SIGN_IN_PATH,
  // Guessing the current password through the profile form is limited like guessing it at sign-in.
  '/api/auth/change-password',
  // Asking for reset emails and trying reset tokens are limited the same way.
  '/api/auth/request-password-reset',
  '/api/auth/reset-password',
  // Starting a sign-in with the company's provider: each start makes a state the server keeps.
  '/api/auth/sign-in/social',
  '/api/auth/saml/:providerId/sign-in',
];
/**
 * The better-auth endpoints the app uses; every other one it ships (update-user, change-email,
 * delete-user, the admin plugin's set-password, impersonation and bans) is answered 404: they
 * would skip our profile rules, our audit log and our account deletion. Admins act through
 * /api/admin, people change their profile through /api/profile.
 */
const ENDPOINTS_IN_USE = new Set([
  'sign-in/email',
  'sign-in/social',
  'sign-in/anonymous',
  'sign-up/email',
  'sign-out',
  'get-session',
  'list-sessions',
  'revoke-session',
  'revoke-sessions',
  'revoke-other-sessions',
  'change-password',
  'request-password-reset',
  'reset-password',
]);
/** Everything a password is for, turned off together on a server that signs in with a provider only. */
const PASSWORD_ENDPOINTS = [
  'sign-in/email',
  'sign-up/email',
  'change-password',
  'request-password-reset',
  'reset-password',
];

/** A SAML provider's endpoints under /api/auth/saml/{id}/ (saml-sign-in.ts). */
const SAML_ENDPOINTS = ['sign-in', 'acs', 'finish', 'metadata'];
const SAML_ANSWER_MAX_BYTES = 256 * 1024;

/**
 * Where a SAML provider's page posts its answer. The answer is trusted for its signature, not for
 * where it comes from or the cookies it carries: it comes from the provider's origin, and on a
 * provider of the same site it carries ours, which must not make it look like our own page's.
 */
export const isSamlAnswer = (url: string) => /^\/api\/auth\/saml\/[a-z0-9-]+\/acs(\?|$)/.test(url);

/** How people may sign in on this server. */
export interface SignInWays {
  /** The company's OpenID providers: each one's callback, /api/auth/callback/{id}, is ours too. */
  providerIds: readonly string[];
  /** The company's SAML providers, each with its endpoints under /api/auth/saml/{id}/. */
  samlIds: readonly string[];
  passwordSignIn: boolean;
  guestAccess: boolean;
}
const ONE_MINUTE_MS = 60_000;
const SIGN_IN_EMAIL_PATH = '/api/auth/sign-in/email';
/** Refusals that mean someone tried a credential that did not work: each is a security event. */
const CREDENTIAL_FAILURES = new Set<string>([
  'WRONG_PASSWORD',
  'WRONG_CREDENTIALS',
  'RESET_LINK_INVALID',
  'BANNED',
]);

/** better-auth's codes, mapped onto the ones our client translates into clear messages. */
const AUTH_CODE_MAP: Record<string, AuthErrorCode> = {
  INVALID_EMAIL_OR_PASSWORD: 'WRONG_PASSWORD',
  INVALID_PASSWORD: 'WRONG_PASSWORD',
  USER_ALREADY_EXISTS: 'EMAIL_TAKEN',
  USER_ALREADY_EXISTS_USE_ANOTHER_EMAIL: 'EMAIL_TAKEN',
  PASSWORD_TOO_SHORT: 'PASSWORD_TOO_SHORT',
  PASSWORD_TOO_LONG: 'PASSWORD_TOO_LONG',
  INVALID_EMAIL: 'INVALID_EMAIL',
  BANNED_USER: 'BANNED',
  INVALID_TOKEN: 'RESET_LINK_INVALID',
  RESET_PASSWORD_DISABLED: 'RESET_BY_EMAIL_OFF',
};

const AUTH_MESSAGES: Record<AuthErrorCode, string> = {
  WRONG_PASSWORD: 'The password is not right',
  WRONG_CREDENTIALS: 'The email or the password is not right',
  EMAIL_TAKEN: 'An account with this email already exists. Sign in instead',
  PASSWORD_TOO_SHORT: 'The password is too short',
  PASSWORD_TOO_LONG: 'The password is too long',
  INVALID_EMAIL: 'Enter a valid email address',
  TOO_MANY_ATTEMPTS: 'Too many attempts. Wait a minute and try again',
  BANNED: 'This account is banned',
  RESET_LINK_INVALID: 'This reset link has expired or was already used. Ask for a new one',
  RESET_BY_EMAIL_OFF: 'This server cannot send email. Ask an administrator for a reset link',
};

interface AuthErrorBody {
  code?: string;
  message?: string;
  details?: unknown;
}

/**
 * better-auth also returns session tokens in JSON bodies for bearer clients (sign-in, get-session,
 * list-sessions); ours use the HttpOnly cookie only, so every `token` is dropped, however deep, to
 * keep it out of reach of page scripts.
 */
function withoutSessionToken(text: string): string {
  if (!text.includes('"token"')) return text;
  try {
    return JSON.stringify(JSON.parse(text), (key, value: unknown) => (key === 'token' ? undefined : value));
  } catch {
    return text;
  }
}

function toWebRequest(request: FastifyRequest): Request {
  const headers = new Headers();
  for (const [name, value] of Object.entries(request.headers)) {
    if (value === undefined) continue;
    headers.set(name, Array.isArray(value) ? value.join(', ') : value);
  }
  // better-auth reads the client address from this header only; we set it from Fastify's own view
  // (which honours TRUST_PROXY) so a client cannot forge it.
  headers.set('x-estimate-client-ip', request.ip);
  const url = new URL(request.url, `${request.protocol}://${request.headers.host ?? 'localhost'}`);
  if (isSamlAnswer(request.url)) headers.delete('cookie');
  const hasBody = request.method !== 'GET' && request.method !== 'HEAD' && request.body !== undefined;
  return new Request(url, {
    method: request.method,
    headers,
    // A form (a SAML answer) goes on as the text it came as; everything else is JSON.
    body: hasBody
      ? typeof request.body === 'string'
        ? request.body
        : JSON.stringify(request.body)
      : undefined,
  });
}

export function registerAuthRoutes(
  app: FastifyInstance,
  auth: Auth,
  db: Db,
  limits: {
    /** Password and reset attempts per address per minute, on each such path. */
    signInPerMinute: number;
    /** Guests joining per address per minute: a whole office behind one address joins at once. */
    guestJoinsPerMinute: number;
  },
  /** Where failed sign-ins are counted across instances; this process alone without it. */
  limitStore?: Redis,
  ways: SignInWays = { providerIds: [], samlIds: [], passwordSignIn: true, guestAccess: true },
): void {
  const endpointsInUse = new Set([
    ...ENDPOINTS_IN_USE,
    ...ways.providerIds.map((id) => `callback/${id}`),
    ...ways.samlIds.flatMap((id) => SAML_ENDPOINTS.map((endpoint) => `saml/${id}/${endpoint}`)),
  ]);
  /** What this server has turned off is refused here, before better-auth sees it. */
  function turnedOff(endpoint: string): HttpError | null {
    if (!ways.passwordSignIn && PASSWORD_ENDPOINTS.includes(endpoint)) {
      return new HttpError(
        403,
        'PASSWORD_SIGN_IN_OFF',
        'This server signs people in with the company’s account only: use the button on the sign-in page',
      );
    }
    if (!ways.guestAccess && endpoint === 'sign-in/anonymous') {
      return new HttpError(
        403,
        'GUESTS_OFF',
        'This server admits no guests: sign in with your account to join',
      );
    }
    return null;
  }
  const throttle = signInThrottle(limitStore);
  async function rewriteError(request: FastifyRequest, status: number, text: string): Promise<AuthErrorBody> {
    let parsed: AuthErrorBody;
    try {
      parsed = JSON.parse(text) as AuthErrorBody;
    } catch {
      parsed = { message: text };
    }
    let code = parsed.code ? AUTH_CODE_MAP[parsed.code] : undefined;
    if (parsed.code === 'VALIDATION_ERROR' && /email/i.test(parsed.message ?? '')) code = 'INVALID_EMAIL';
    // One answer whether the email has an account or not: sign-in tells nobody which emails exist.
    if (code === 'WRONG_PASSWORD' && request.url.startsWith(SIGN_IN_EMAIL_PATH)) code = 'WRONG_CREDENTIALS';
    if (code === 'WRONG_PASSWORD' && request.url.startsWith('/api/auth/change-password')) {
      return { code, message: 'The current password is not right' };
    }
    if (code === 'BANNED') return { code, ...(await banNotice(db, request.body)) };
    if (code) return { code, message: AUTH_MESSAGES[code] };
    return {
      code: parsed.code ?? (status === 401 ? 'UNAUTHORIZED' : 'BAD_REQUEST'),
      message: parsed.message ?? 'Request refused',
    };
  }

  /**
   * On sign-in better-auth's anonymous plugin looks up the session cookie the request came with (a
   * guest upgrading keeps their rooms); when that session is gone (ended by a ban, "sign out
   * everywhere" or expiry) the lookup clears the session cookie, wiping out the one the sign-in just
   * set. So a sign-in arriving with a dead session's cookie goes on without it.
   */
  async function withoutDeadSession(webRequest: Request): Promise<Request> {
    if (!/\/api\/auth\/sign-(in|up)\//.test(webRequest.url)) return webRequest;
    if (!webRequest.headers.get('cookie')?.includes('session_token')) return webRequest;
    if (await auth.api.getSession({ headers: webRequest.headers })) return webRequest;
    const headers = new Headers(webRequest.headers);
    headers.delete('cookie');
    return new Request(webRequest, { headers });
  }

  async function handle(request: FastifyRequest, reply: FastifyReply) {
    const endpoint = request.url.slice('/api/auth/'.length).split('?')[0];
    if (!endpointsInUse.has(endpoint ?? '')) {
      throw notFound('There is no such sign-in endpoint');
    }
    const off = turnedOff(endpoint ?? '');
    if (off) throw off;
    const account = request.url.startsWith(SIGN_IN_EMAIL_PATH) ? typedEmail(request.body) : undefined;
    const wait = account ? await throttle.wait(account, request.ip) : { ms: 0, of: 'account' };
    if (wait.ms > 0) {
      const minutes = Math.ceil(wait.ms / 60_000);
      logSecurityEvent(request.log, 'rate_limited', {
        path: SIGN_IN_EMAIL_PATH,
        ip: request.ip,
        email: account,
      });
      return reply
        .status(429)
        .header('retry-after', String(Math.ceil(wait.ms / 1000)))
        .send({
          code: 'TOO_MANY_ATTEMPTS',
          message: `Too many wrong passwords ${wait.of === 'account' ? 'for this account' : 'from this network'}. Try again in ${minutes} minute${minutes === 1 ? '' : 's'}`,
        });
    }
    const response = await auth.handler(await withoutDeadSession(toWebRequest(request)));
    reply.status(response.status);
    response.headers.forEach((value, name) => {
      if (name !== 'set-cookie' && name !== 'content-length') reply.header(name, value);
    });
    for (const cookie of response.headers.getSetCookie()) reply.header('set-cookie', cookie);
    const text = await response.text();
    // better-auth answers a write the database refused as its own 5xx or a FAILED_TO_… code (a
    // sign-up's 422 FAILED_TO_CREATE_USER): when the database takes no write now, that is the
    // server's state, not the person's input. Other refusals (a wrong password) ask nothing.
    const mayBeTheDatabase = response.status >= 500 || /"code":"FAILED_TO_/.test(text);
    if (mayBeTheDatabase && !(await db.writable(true))) {
      request.log.warn({ status: response.status }, 'sign-in refused: the database takes no change');
      return reply
        .status(503)
        .header('retry-after', '5')
        .type('application/json')
        .send({ code: 'UNAVAILABLE', message: DATABASE_UNWRITABLE_MESSAGE });
    }
    if (response.status >= 400 && response.status < 500) {
      const error = await rewriteError(request, response.status, text);
      if (account && error.code === 'WRONG_CREDENTIALS') await throttle.failed(account, request.ip);
      if (error.code && CREDENTIAL_FAILURES.has(error.code)) {
        logSecurityEvent(request.log, error.code === 'BANNED' ? 'banned_sign_in' : 'sign_in_failed', {
          path: request.routeOptions.url,
          code: error.code,
          ip: request.ip,
          email: account ?? typedEmail(request.body),
        });
      }
      return reply.type('application/json').send(error);
    }
    if (account && response.ok) await throttle.succeeded(account, request.ip);
    return reply.send(withoutSessionToken(text));
  }

  app.route({ method: ['GET', 'POST'], url: '/api/auth/*', handler: handle });
  // A SAML answer is a form the provider's page posts; only that route reads forms, as text.
  void app.register(async (scope) => {
    scope.addContentTypeParser(
      'application/x-www-form-urlencoded',
      { parseAs: 'string' },
      (_request, body, done) => done(null, body),
    );
    // A provider may list many groups in its answer; other requests keep the app's smaller limit.
    scope.post('/api/auth/saml/:providerId/acs', { bodyLimit: SAML_ANSWER_MAX_BYTES }, handle);
  });
  // Static routes win over the wildcard in Fastify, so only these carry the per-IP limit.
  for (const url of SIGN_IN_PATHS) {
    app.route({
      method: 'POST',
      url,
      handler: handle,
      config: {
        rateLimit: {
          max: url === GUEST_SIGN_IN_PATH ? limits.guestJoinsPerMinute : limits.signInPerMinute,
          timeWindow: ONE_MINUTE_MS,
          errorResponseBuilder: () => ({
            statusCode: 429,
            code: 'TOO_MANY_ATTEMPTS',
            message: AUTH_MESSAGES.TOO_MANY_ATTEMPTS,
          }),
        },
      },
    });
  }
}
