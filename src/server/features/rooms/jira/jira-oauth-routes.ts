import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { JiraStatus } from '../../../../shared/api/jira';
import { HttpError, notFound } from '../../../http/errors';
import type { SessionGuards } from '../../../http/session';
import type { JiraConnection } from './jira-connection';
import type { JiraHttp } from './jira-http';
import { JiraError } from './jira-errors';
import { JIRA_OAUTH_CALLBACK_PATH, type JiraOAuth } from './jira-oauth';
import type { JiraStore } from './jira-store';

const callbackQuery = z.object({
  state: z.string().min(1).max(2000),
  code: z.string().max(2000).optional(),
  error: z.string().max(200).optional(),
});
const siteBody = z.object({ siteID: z.string().min(1).max(200) });

/** How the way back from Atlassian ended, for the room page to say. */
export type OAuthOutcome = 'connected' | 'denied' | 'nosite' | 'failed';

/**
 * "Sign in with Atlassian": the room's managers go to Atlassian's consent page, come back to the
 * callback, and the room is linked to the first site the account allowed (another can be chosen).
 */
export function registerJiraOAuthRoutes(
  app: FastifyInstance,
  deps: {
    oauth: JiraOAuth | null;
    store: JiraStore;
    guards: SessionGuards;
    member(
      request: FastifyRequest,
      manage: boolean,
      roomId?: string,
    ): Promise<{ roomId: string; userId: string }>;
    whoAmI(http: JiraHttp): Promise<string>;
    httpFor(connection: JiraConnection): JiraHttp;
    status(roomId: string): Promise<JiraStatus>;
    linked(
      roomId: string,
      site?: { id: string; url: string },
    ): Promise<{ connection: JiraConnection; http: JiraHttp }>;
  },
): void {
  const { store } = deps;
  const required = () => {
    if (!deps.oauth) throw notFound('This server has no Atlassian app: connect with an API token instead');
    return deps.oauth;
  };
  const connectionTo = (oauth: JiraOAuth, site: { id: string; url: string }, accessToken: string) =>
    ({ kind: 'oauth', apiBaseUrl: oauth.apiUrl, cloudId: site.id, siteUrl: site.url, accessToken }) as const;

  app.get('/api/rooms/:id/jira/oauth', async (request, reply) => {
    const oauth = required();
    const { roomId, userId } = await deps.member(request, true);
    return reply.redirect(oauth.authorizeUrl(roomId, userId));
  });

  app.get(JIRA_OAUTH_CALLBACK_PATH, async (request, reply) => {
    const oauth = required();
    const user = await deps.guards.requireUser(request);
    const query = callbackQuery.parse(request.query ?? {});
    const { roomId, expired } = oauth.roomOf(query.state, user.id);
    const back = (outcome: OAuthOutcome) => reply.redirect(`/rooms/${roomId}?jira=${outcome}`);
    if (query.error || !query.code) return back('denied');
    if (expired) return back('failed');
    // Still one of the room's managers now that they are back.
    await deps.member(request, true, roomId);
    try {
      const tokens = await oauth.exchange(query.code);
      const sites = await oauth.sites(tokens.accessToken);
      const site = sites[0];
      if (!site) return back('nosite');
      const account = await deps.whoAmI(deps.httpFor(connectionTo(oauth, site, tokens.accessToken)));
      await store.save(
        roomId,
        { kind: 'oauth', siteUrl: site.url, email: null, account, siteID: site.id },
        JSON.stringify(tokens),
        sites.map((found) => ({ value: found.id, url: found.url })),
      );
      request.log.info({ roomId, userId: user.id, kind: 'oauth', sites: sites.length }, 'jira connected');
      return back('connected');
    } catch (error) {
      if (!(error instanceof JiraError) && !(error instanceof HttpError)) throw error;
      request.log.warn({ roomId, userId: user.id, reason: error.message }, 'jira sign-in failed');
      return back('failed');
    }
  });

  /** Another of the sites the Atlassian account allowed. */
  app.put('/api/rooms/:id/jira/site', async (request): Promise<JiraStatus> => {
    required();
    const { roomId, userId } = await deps.member(request, true);
    const { siteID } = siteBody.parse(request.body ?? {});
    const current = await store.status(roomId);
    const site = current.sites.find((candidate) => candidate.value === siteID);
    if (!site)
      throw new HttpError(422, 'JIRA_NO_SUCH_SITE', 'This Atlassian account did not allow that site');
    // Through the link's own calls: its tokens are refreshed if they ended or are refused.
    const { connection, http } = await deps.linked(roomId, { id: site.value, url: site.url });
    if (connection.kind !== 'oauth')
      throw new HttpError(
        422,
        'JIRA_NO_SUCH_SITE',
        'Only a link made by signing in with Atlassian has sites to choose',
      );
    const account = await deps.whoAmI(http);
    const { secret } = (await store.open(roomId))!;
    await store.save(
      roomId,
      { kind: 'oauth', siteUrl: site.url, email: null, account, siteID: site.value },
      secret,
      current.sites,
    );
    request.log.info({ roomId, userId, siteID }, 'jira site chosen');
    return deps.status(roomId);
  });
}
