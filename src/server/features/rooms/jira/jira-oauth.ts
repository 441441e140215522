import { randomBytes } from 'node:crypto';
import { HttpError } from '../../../http/errors';
import { addressPolicy, guardedFetch } from '../../../lib/guarded-fetch';
import { secretBox } from '../../../lib/secret-box';
import { JiraError, unreachable } from './jira-errors';

/** Atlassian's own addresses; tests and the demo point both at the Jira double instead. */
export const ATLASSIAN_AUTH_URL = 'https://auth.atlassian.com';
export const ATLASSIAN_API_URL = 'https://api.atlassian.com';
/** Reading and writing issues, who we are, and a refresh token to keep the link without asking again. */
export const JIRA_OAUTH_SCOPES = ['read:jira-work', 'write:jira-work', 'read:jira-user', 'offline_access'];
/** How long a person has to say yes on Atlassian's page. */
const STATE_TTL_MS = 10 * 60_000;
/** An access token this close to its end is refreshed before use. */
export const REFRESH_MARGIN_MS = 60_000;
const REQUEST_TIMEOUT_MS = 15_000;

export interface JiraOAuthConfig {
  clientId: string;
  clientSecret: string;
  authUrl: string;
  apiUrl: string;
  /** Where Atlassian sends people back: our callback under PUBLIC_URL. */
  redirectUri: string;
}

export interface OAuthTokens {
  accessToken: string;
  refreshToken: string;
  /** Epoch milliseconds. */
  expiresAt: number;
}

export interface OAuthSite {
  id: string;
  url: string;
  name: string;
}

interface TokenAnswer {
  access_token?: string;
  refresh_token?: string;
  expires_in?: number;
  error?: string;
  error_description?: string;
}

/**
 * Jira Cloud through OAuth 2.0 (three-legged): the consent link, the callback's code exchange,
 * refreshing (Atlassian rotates refresh tokens, so each refresh hands back a new one to keep),
 * and the sites the account may use.
 */
export function jiraOAuth(config: JiraOAuthConfig, authSecret: string, doFetch: typeof fetch) {
  // The state carries the room and the person, sealed: nobody can forge one or finish another's.
  const stateBox = secretBox(authSecret, 'jira-oauth-state');
  const trim = (url: string) => url.replace(/\/+$/, '');

  async function call<T>(url: string, init: RequestInit = {}): Promise<{ status: number; body: T }> {
    try {
      const response = await doFetch(url, {
        ...init,
        redirect: 'error',
        signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
      });
      const text = await response.text();
      let body: unknown;
      try {
        body = text ? JSON.parse(text) : undefined;
      } catch {
        body = undefined;
      }
      return { status: response.status, body: body as T };
    } catch (error) {
      throw unreachable(error);
    }
  }

  async function token(grant: Record<string, string>): Promise<OAuthTokens> {
    const { status, body } = await call<TokenAnswer>(`${trim(config.authUrl)}/oauth/token`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
      body: JSON.stringify({
        ...grant,
        client_id: config.clientId,
        client_secret: config.clientSecret,
      }),
    });
    if (status === 429)
      throw new JiraError('RATE_LIMITED', 'Atlassian is asking us to slow down. Try again in a minute');
    if (status >= 500)
      throw new JiraError('JIRA_ERROR', `Atlassian's sign-in answered with an error (${status})`);
    if (status !== 200 || !body?.access_token || !body.refresh_token) {
      throw new JiraError(
        'BAD_CREDENTIALS',
        `Atlassian did not accept the sign-in${body?.error_description ? `: ${body.error_description}` : ''}. Sign in with Atlassian again`,
      );
    }
    return {
      accessToken: body.access_token,
      refreshToken: body.refresh_token,
      expiresAt: Date.now() + (body.expires_in ?? 3600) * 1000,
    };
  }

  return {
    apiUrl: trim(config.apiUrl),

    /** Atlassian's consent page for this person linking this room. */
    authorizeUrl(roomId: string, userId: string): string {
      const state = stateBox.seal(
        JSON.stringify({
          roomId,
          userId,
          expiresAt: Date.now() + STATE_TTL_MS,
          nonce: randomBytes(8).toString('hex'),
        }),
      );
      const query = new URLSearchParams({
        audience: 'api.atlassian.com',
        client_id: config.clientId,
        scope: JIRA_OAUTH_SCOPES.join(' '),
        redirect_uri: config.redirectUri,
        state,
        response_type: 'code',
        prompt: 'consent',
      });
      return `${trim(config.authUrl)}/authorize?${query}`;
    },

    /**
     * The room a callback is for, when its state is ours and this person's; `expired` when they
     * took too long on Atlassian's page (they are sent back to the room to start again).
     */
    roomOf(state: string, userId: string): { roomId: string; expired: boolean } {
      let parsed: { roomId?: unknown; userId?: unknown; expiresAt?: unknown };
      try {
        parsed = JSON.parse(stateBox.open(state)) as typeof parsed;
      } catch {
        throw new HttpError(
          400,
          'JIRA_OAUTH_STATE',
          'This sign-in link is not ours. Start again from the room',
        );
      }
      if (parsed.userId !== userId || typeof parsed.roomId !== 'string')
        throw new HttpError(400, 'JIRA_OAUTH_STATE', 'This sign-in was started by someone else');
      const expired = typeof parsed.expiresAt !== 'number' || parsed.expiresAt < Date.now();
      return { roomId: parsed.roomId, expired };
    },

    exchange: (code: string) =>
      token({ grant_type: 'authorization_code', code, redirect_uri: config.redirectUri }),

    refresh: (refreshToken: string) => token({ grant_type: 'refresh_token', refresh_token: refreshToken }),

    /** The Jira sites this account allowed us into. */
    async sites(accessToken: string): Promise<OAuthSite[]> {
      const { status, body } = await call<{ id?: string; url?: string; name?: string; scopes?: string[] }[]>(
        `${trim(config.apiUrl)}/oauth/token/accessible-resources`,
        { headers: { Authorization: `Bearer ${accessToken}`, Accept: 'application/json' } },
      );
      if (status !== 200 || !Array.isArray(body))
        throw new JiraError('BAD_CREDENTIALS', 'Atlassian would not list the sites of this account');
      return body
        .filter((site) => site.id && site.url)
        .map((site) => ({ id: site.id!, url: trim(site.url!), name: site.name ?? site.url! }));
    },
  };
}
export type JiraOAuth = ReturnType<typeof jiraOAuth>;

/** OAuth is offered only when the server has an Atlassian app of its own. */
export function jiraOAuthConfig(env: {
  JIRA_OAUTH_CLIENT_ID?: string;
  JIRA_OAUTH_CLIENT_SECRET?: string;
  JIRA_OAUTH_AUTH_URL?: string;
  JIRA_OAUTH_API_URL?: string;
  publicUrl: string;
}): JiraOAuthConfig | null {
  if (!env.JIRA_OAUTH_CLIENT_ID || !env.JIRA_OAUTH_CLIENT_SECRET) return null;
  return {
    clientId: env.JIRA_OAUTH_CLIENT_ID,
    clientSecret: env.JIRA_OAUTH_CLIENT_SECRET,
    authUrl: env.JIRA_OAUTH_AUTH_URL ?? ATLASSIAN_AUTH_URL,
    apiUrl: env.JIRA_OAUTH_API_URL ?? ATLASSIAN_API_URL,
    redirectUri: `${env.publicUrl}${JIRA_OAUTH_CALLBACK_PATH}`,
  };
}

export const JIRA_OAUTH_CALLBACK_PATH = '/api/jira/oauth/callback';

/**
 * The one client every request to a Jira goes through: private addresses only as JIRA_ALLOWED_HOSTS
 * says, and the Atlassian addresses the administrator configured (the double's, in tests).
 */
export function jiraFetch(env: {
  JIRA_ALLOWED_HOSTS: string[];
  JIRA_OAUTH_AUTH_URL?: string;
  JIRA_OAUTH_API_URL?: string;
}): typeof fetch {
  const configured = [env.JIRA_OAUTH_AUTH_URL, env.JIRA_OAUTH_API_URL].flatMap((url) =>
    url ? [new URL(url).hostname] : [],
  );
  return guardedFetch(addressPolicy([...env.JIRA_ALLOWED_HOSTS, ...configured]));
}
