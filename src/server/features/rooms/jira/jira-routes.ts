import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import {
  connectJiraSchema,
  jiraQuerySchema,
  jqlOf,
  jiraSendSchema,
  jiraPointsFieldSchema,
  type JiraPreview,
  type JiraSendResult,
  type JiraStatus,
} from '../../../../shared/api/jira';
import { canManage } from '../../../../shared/domain/roles';
import { roomIdSchema } from '../../../../shared/protocol/keys';
import type { Db } from '../../../db/database';
import { forbidden, HttpError, notFound } from '../../../http/errors';
import type { SessionGuards } from '../../../http/session';
import { secretBox } from '../../../lib/secret-box';
import type { LiveEngine } from '../../../live/engine';
import type { RoomKindTypes } from '../room-live';
import { findMember, findRoom, listTasks } from '../room-store';
import { browseRoot } from './jira-connection';
import { findProjects, numericFields, projectOptions, searchIssues, sprintName } from './jira-api';
import { pointsFields } from './jira-points';
import { importIssues, sendEstimates } from './jira-tasks';
import type { JiraConnection } from './jira-connection';
import { JiraError, type JiraFailure } from './jira-errors';
import { jiraHttp, type JiraHttp, type JiraHttpOptions } from './jira-http';
import { jiraLinks } from './jira-link';
import { registerJiraOAuthRoutes } from './jira-oauth-routes';
import { jiraOAuth, type JiraOAuthConfig } from './jira-oauth';
import { jiraStore } from './jira-store';

const roomParams = z.object({ id: roomIdSchema });

/** Jira's refusals are the caller's to fix (422); Jira being away or busy is not (502, 429). */
const HTTP_STATUS: Record<JiraFailure, number> = {
  BAD_CREDENTIALS: 422,
  NO_PERMISSION: 422,
  NOT_FOUND: 422,
  REJECTED: 422,
  RATE_LIMITED: 429,
  UNREACHABLE: 502,
  JIRA_ERROR: 502,
};

export function toHttpError(error: unknown): unknown {
  if (!(error instanceof JiraError)) return error;
  // The cause (why an address was unreachable) reaches the log, never the answer.
  return Object.assign(new HttpError(HTTP_STATUS[error.failure], `JIRA_${error.failure}`, error.message), {
    cause: error.cause,
  });
}

/** A room's link to Jira: its status for every member, connecting and disconnecting for managers. */
export function registerJiraRoutes(
  app: FastifyInstance,
  deps: {
    db: Db;
    guards: SessionGuards;
    authSecret: string;
    engine: LiveEngine<RoomKindTypes>;
    oauth: JiraOAuthConfig | null;
    http: JiraHttpOptions;
  },
): void {
  const store = jiraStore(deps.db.kysely, secretBox(deps.authSecret, 'jira-token'));
  const oauth = deps.oauth && jiraOAuth(deps.oauth, deps.authSecret, deps.http.fetch);
  const { linked } = jiraLinks(store, oauth, deps.http);
  const status = async (roomId: string): Promise<JiraStatus> => ({
    ...(await store.status(roomId)),
    oauthAvailable: oauth !== null,
  });

  /** The signed-in member of the room in the path (or the one named), a manager if `manage`. */
  async function member(
    request: Parameters<SessionGuards['requireUser']>[0],
    manage: boolean,
    roomId?: string,
  ) {
    const user = await deps.guards.requireUser(request);
    const id = roomId ?? roomParams.parse(request.params).id;
    if (!(await findRoom(deps.db.kysely, id))) throw notFound('This room does not exist, or it was deleted');
    const found = await findMember(deps.db.kysely, id, user.id);
    if (!found) throw notFound('You are not in this room');
    if (manage && !canManage(found.roles))
      throw forbidden('Only the owner or a moderator can change the Jira link');
    return { roomId: id, userId: user.id };
  }

  /** Who Jira says we are: the test a connection must pass before it is kept. */
  async function whoAmI(http: JiraHttp): Promise<string> {
    const noSite = new JiraError(
      'NOT_FOUND',
      'There is no Jira at this address: check the site address (for Jira Cloud, https://your-team.atlassian.net)',
    );
    let me: { displayName?: unknown; name?: unknown } | undefined;
    try {
      me = await http.get('/rest/api/{v}/myself');
    } catch (error) {
      throw toHttpError(error instanceof JiraError && error.failure === 'NOT_FOUND' ? noSite : error);
    }
    // Anything but Jira's account record (a web page, an empty answer) means the address is not Jira.
    if (!me || typeof me !== 'object') throw toHttpError(noSite);
    const name = [me.displayName, me.name].find((value) => typeof value === 'string' && value.trim());
    return (name as string | undefined) ?? 'Jira user';
  }

  /** The points fields of a linked room, learning each project's own as its issues come by. */
  const pointsOf = (roomId: string, linkedRoom: Awaited<ReturnType<typeof linked>>) =>
    pointsFields(linkedRoom.http, linkedRoom.settings, (project, fieldId) =>
      store.rememberPointsKey(roomId, project, fieldId),
    );

  /** Finds the issues of a query with their points, learning the points field of new projects. */
  async function find(roomId: string, body: unknown, limit?: number) {
    const query = jiraQuerySchema.parse(body ?? {});
    const linkedRoom = await linked(roomId);
    const points = pointsOf(roomId, linkedRoom);
    try {
      let found = await searchIssues(linkedRoom.http, jqlOf(query), points, limit);
      if (await points.learn(found.issues.map((issue) => issue.key)))
        found = await searchIssues(linkedRoom.http, jqlOf(query), points, limit);
      return { ...found, site: browseRoot(linkedRoom.connection), query, http: linkedRoom.http };
    } catch (error) {
      throw toHttpError(error);
    }
  }

  const projectQuery = z.object({ query: z.string().max(100).default('') });
  const projectParams = z.object({ id: roomIdSchema, key: z.string().min(1).max(100) });

  app.get('/api/rooms/:id/jira/projects', async (request) => {
    const { roomId } = await member(request, true);
    const { query } = projectQuery.parse(request.query ?? {});
    const { http } = await linked(roomId);
    return findProjects(http, query).catch((error: unknown) => {
      throw toHttpError(error);
    });
  });

  app.get('/api/rooms/:id/jira/projects/:key', async (request) => {
    await member(request, true);
    const { id, key } = projectParams.parse(request.params);
    const { http } = await linked(id);
    return projectOptions(http, key).catch((error: unknown) => {
      throw toHttpError(error);
    });
  });

  app.post('/api/rooms/:id/jira/preview', async (request): Promise<JiraPreview> => {
    const { roomId } = await member(request, true);
    const found = await find(roomId, request.body);
    return { count: found.issues.length, more: found.more, issues: found.issues.slice(0, 10) };
  });

  app.post('/api/rooms/:id/jira/import', async (request) => {
    const { roomId, userId } = await member(request, true);
    const found = await find(roomId, request.body);
    // Issues picked by their sprint are that sprint's: the team's figures group them by it.
    const sprintId = 'sprint' in found.query ? found.query.sprint : null;
    const sprint = sprintId === null ? null : await sprintName(found.http, sprintId);
    const result = await importIssues(deps, { roomId, userId }, found.issues, found.site, sprint);
    request.log.info({ roomId, userId, ...result }, 'jira issues imported');
    return result;
  });

  app.post('/api/rooms/:id/jira/send', async (request): Promise<JiraSendResult> => {
    const { roomId, userId } = await member(request, true);
    const { taskIds } = jiraSendSchema.parse(request.body ?? {});
    const linkedRoom = await linked(roomId);
    const tasks = (await listTasks(deps.db.kysely, roomId)).filter(
      (task) => task.externalKey && task.finalEstimate !== null && (!taskIds || taskIds.includes(task.id)),
    );
    const points = pointsOf(roomId, linkedRoom);
    const results = await sendEstimates({ db: deps.db, http: linkedRoom.http, points }, roomId, tasks).catch(
      (error: unknown) => {
        throw toHttpError(error);
      },
    );
    request.log.info(
      { roomId, userId, sent: results.filter((result) => result.outcome === 'sent').length },
      'jira points sent',
    );
    return { results };
  });

  app.get('/api/rooms/:id/jira/fields', async (request) => {
    const { roomId } = await member(request, true);
    const { http } = await linked(roomId);
    return numericFields(http).catch((error: unknown) => {
      throw toHttpError(error);
    });
  });

  app.put('/api/rooms/:id/jira/points-field', async (request): Promise<JiraStatus> => {
    const { roomId, userId } = await member(request, true);
    const { storyPointKey } = jiraPointsFieldSchema.parse(request.body ?? {});
    const { http } = await linked(roomId);
    if (storyPointKey !== null) {
      const offered = await numericFields(http).catch((error: unknown) => {
        throw toHttpError(error);
      });
      if (!offered.some((field) => field.id === storyPointKey))
        throw new HttpError(422, 'JIRA_NOT_A_NUMBER_FIELD', 'Jira has no numeric field with this id');
    }
    await store.choosePointsKey(roomId, storyPointKey);
    request.log.info({ roomId, userId, storyPointKey }, 'jira points field chosen');
    return status(roomId);
  });

  registerJiraOAuthRoutes(app, {
    oauth,
    store,
    guards: deps.guards,
    member,
    whoAmI,
    status,
    linked,
    httpFor: (connection) => jiraHttp(connection, deps.http),
  });

  app.get('/api/rooms/:id/jira', async (request): Promise<JiraStatus> => {
    const { roomId } = await member(request, false);
    return status(roomId);
  });

  app.put('/api/rooms/:id/jira', async (request): Promise<JiraStatus> => {
    const { roomId, userId } = await member(request, true);
    const input = connectJiraSchema.parse(request.body ?? {});
    const connection: JiraConnection =
      input.kind === 'cloud'
        ? { kind: 'cloud', siteUrl: input.siteUrl, email: input.email, apiToken: input.apiToken }
        : { kind: 'dataCenter', baseUrl: input.baseUrl, token: input.token };
    const account = await whoAmI(jiraHttp(connection, deps.http));
    const siteUrl = (input.kind === 'cloud' ? input.siteUrl : input.baseUrl).replace(/\/+$/, '');
    await store.save(
      roomId,
      { kind: input.kind, siteUrl, email: input.kind === 'cloud' ? input.email : null, account },
      input.kind === 'cloud' ? input.apiToken : input.token,
    );
    request.log.info({ roomId, userId, kind: input.kind }, 'jira connected');
    return status(roomId);
  });

  app.delete('/api/rooms/:id/jira', async (request, reply) => {
    const { roomId, userId } = await member(request, true);
    await store.remove(roomId);
    request.log.info({ roomId, userId }, 'jira disconnected');
    return reply.status(204).send();
  });
}
