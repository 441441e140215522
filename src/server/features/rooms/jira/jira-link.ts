import { z } from 'zod';
import { HttpError } from '../../../http/errors';
import type { JiraConnection } from './jira-connection';
import { JiraError } from './jira-errors';
import { jiraHttp, type JiraHttp, type JiraHttpOptions } from './jira-http';
import { REFRESH_MARGIN_MS, type JiraOAuth, type OAuthTokens } from './jira-oauth';
import type { JiraSettings, JiraStore } from './jira-store';

const tokensSchema = z.object({ accessToken: z.string(), refreshToken: z.string(), expiresAt: z.number() });

/**
 * A room's way to Jira, ready to call: the secret opened, and OAuth tokens refreshed when they are
 * about to end or Jira stops taking them. Atlassian rotates refresh tokens, so two refreshes of
 * one room at once would spend the same token twice: one refresh per room runs, the others wait.
 */
export function jiraLinks(store: JiraStore, oauth: JiraOAuth | null, httpOptions: JiraHttpOptions) {
  const refreshing = new Map<string, Promise<OAuthTokens>>();

  /** Tokens to call with; `stale` is an access token Jira just refused, to be replaced. */
  async function tokensFor(roomId: string, secret: string, stale?: string): Promise<OAuthTokens> {
    const tokens = tokensSchema.parse(JSON.parse(secret));
    const usable = stale ? tokens.accessToken !== stale : tokens.expiresAt - Date.now() > REFRESH_MARGIN_MS;
    if (usable) return tokens;
    const running = refreshing.get(roomId);
    if (running) return running;
    const refresh = (async () => {
      const next = await oauth!.refresh(tokens.refreshToken);
      await store.setSecret(roomId, JSON.stringify(next));
      return next;
    })().finally(() => refreshing.delete(roomId));
    refreshing.set(roomId, refresh);
    return refresh;
  }

  async function oauthHttp(
    roomId: string,
    settings: JiraSettings,
    secret: string,
    site: { id: string; url: string } | undefined,
  ) {
    if (!oauth || !settings.siteID)
      throw new HttpError(
        409,
        'JIRA_OAUTH_OFF',
        'This server no longer offers Atlassian sign-in: disconnect and connect with an API token',
      );
    const connect = (accessToken: string): JiraConnection => ({
      kind: 'oauth',
      apiBaseUrl: oauth.apiUrl,
      cloudId: site?.id ?? settings.siteID!,
      siteUrl: site?.url ?? settings.siteUrl,
      accessToken,
    });
    const tokens = await tokensFor(roomId, secret);
    const first = jiraHttp(connect(tokens.accessToken), httpOptions);
    // A token refused before its time (revoked, or a clock apart) gets one refresh and one retry.
    const retried = async <T>(call: (client: JiraHttp) => Promise<T>): Promise<T> => {
      try {
        return await call(first);
      } catch (error) {
        if (!(error instanceof JiraError) || error.failure !== 'BAD_CREDENTIALS') throw error;
        const current = await store.open(roomId);
        if (!current) throw error;
        const fresh = await tokensFor(roomId, current.secret, tokens.accessToken);
        return call(jiraHttp(connect(fresh.accessToken), httpOptions));
      }
    };
    const http: JiraHttp = {
      version: first.version,
      image: first.image,
      get: <T>(path: string) => retried((client) => client.get<T>(path)),
      post: <T>(path: string, body: unknown) => retried((client) => client.post<T>(path, body)),
      put: <T>(path: string, body: unknown) => retried((client) => client.put<T>(path, body)),
    };
    return { connection: connect(tokens.accessToken), http };
  }

  return {
    /**
     * The connection of a linked room, or a 409 saying to link it first. `site` points an OAuth
     * link at another of the sites its account allowed (the tokens serve them all).
     */
    async linked(roomId: string, site?: { id: string; url: string }) {
      const found = await store.open(roomId);
      if (!found) throw new HttpError(409, 'JIRA_NOT_CONNECTED', 'Connect this room to Jira first');
      const { settings, secret } = found;
      if (settings.kind === 'oauth')
        return { settings, ...(await oauthHttp(roomId, settings, secret, site)) };
      const connection: JiraConnection =
        settings.kind === 'dataCenter'
          ? { kind: 'dataCenter', baseUrl: settings.siteUrl, token: secret }
          : { kind: 'cloud', siteUrl: settings.siteUrl, email: settings.email ?? '', apiToken: secret };
      return { settings, connection, http: jiraHttp(connection, httpOptions) };
    },
  };
}
