import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { connectJiraSchema, type JiraStatus } from '../../../shared/api/jira';
import { canManage } from '../../../shared/domain/roles';
import { roomIdSchema } from '../../../shared/protocol/keys';
import type { Db } from '../../db/database';
import { forbidden, HttpError, notFound } from '../../http/errors';
import type { SessionGuards } from '../../http/session';
import { secretBox } from '../../lib/secret-box';
import { findMember, findRoom } from '../rooms/room-store';
import type { JiraConnection } from './jira-connection';
import { JiraError, type JiraFailure } from './jira-errors';
import { jiraHttp, type JiraHttpOptions } from './jira-http';
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
  return new HttpError(HTTP_STATUS[error.failure], `JIRA_${error.failure}`, error.message);
}

/** A room's link to Jira: its status for every member, connecting and disconnecting for managers. */
export function registerJiraRoutes(
  app: FastifyInstance,
  deps: { db: Db; guards: SessionGuards; authSecret: string; http?: JiraHttpOptions },
): void {
  const store = jiraStore(deps.db.kysely, secretBox(deps.authSecret, 'jira-token'));

  async function member(request: Parameters<SessionGuards['requireUser']>[0], manage: boolean) {
    const user = await deps.guards.requireUser(request);
    const { id } = roomParams.parse(request.params);
    if (!(await findRoom(deps.db.kysely, id))) throw notFound('This room does not exist, or it was deleted');
    const found = await findMember(deps.db.kysely, id, user.id);
    if (!found) throw notFound('You are not in this room');
    if (manage && !canManage(found.roles))
      throw forbidden('Only the owner or a moderator can change the Jira link');
    return { roomId: id, userId: user.id };
  }

  /** Who Jira says we are: the test a connection must pass before it is kept. */
  async function whoAmI(connection: JiraConnection): Promise<string> {
    try {
      const me = await jiraHttp(connection, deps.http).get<{ displayName?: string; name?: string }>(
        '/rest/api/{v}/myself',
      );
      return me.displayName ?? me.name ?? 'Jira user';
    } catch (error) {
      throw toHttpError(error);
    }
  }

  app.get('/api/rooms/:id/jira', async (request): Promise<JiraStatus> => {
    const { roomId } = await member(request, false);
    return store.status(roomId);
  });

  app.put('/api/rooms/:id/jira', async (request): Promise<JiraStatus> => {
    const { roomId, userId } = await member(request, true);
    const input = connectJiraSchema.parse(request.body ?? {});
    const connection: JiraConnection =
      input.kind === 'cloud'
        ? { kind: 'cloud', siteUrl: input.siteUrl, email: input.email, apiToken: input.apiToken }
        : { kind: 'dataCenter', baseUrl: input.baseUrl, token: input.token };
    const account = await whoAmI(connection);
    const siteUrl = (input.kind === 'cloud' ? input.siteUrl : input.baseUrl).replace(/\/+$/, '');
    await store.save(
      roomId,
      { kind: input.kind, siteUrl, email: input.kind === 'cloud' ? input.email : null, account },
      input.kind === 'cloud' ? input.apiToken : input.token,
    );
    request.log.info({ roomId, userId, kind: input.kind }, 'jira connected');
    return store.status(roomId);
  });

  app.delete('/api/rooms/:id/jira', async (request, reply) => {
    const { roomId, userId } = await member(request, true);
    await store.remove(roomId);
    request.log.info({ roomId, userId }, 'jira disconnected');
    return reply.status(204).send();
  });
}
