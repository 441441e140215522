import type { FastifyInstance } from 'fastify';
import type { Redis } from 'ioredis';
import { take, windowLimiter } from '../../lib/window-limiter';
import { z } from 'zod';
import { createRetroSchema, type RetroPreview } from '../../../shared/api/retros';
import { keySchema, roomIdSchema } from '../../../shared/protocol/keys';
import type { RetroErrorCode } from '../../../shared/protocol/retro-protocol';
import type { Db } from '../../db/database';
import { HttpError, notFound } from '../../http/errors';
import type { SessionGuards } from '../../http/session';
import type { LiveEngine } from '../../live/engine';
import { listRetroSummaries, myRetros, setRetroFavorite } from './my-retros';
import { isRetroRefusal, type RetroCommand, type RetroKindTypes } from './retro-live';
import { createRetro } from './retro-service';
import { findAction, findRetroMember } from './retro-store';

const RETROS_CREATED_PER_MINUTE = 20;

const HTTP_STATUS: Record<RetroErrorCode, number> = {
  BAD_REQUEST: 400,
  UNSUPPORTED_PROTOCOL: 400,
  UNAUTHORIZED: 401,
  FORBIDDEN: 403,
  NOT_MEMBER: 403,
  REMOVED: 403,
  NOT_FOUND: 404,
  WRONG_PHASE: 409,
  LIMIT_REACHED: 409,
  CONFLICT: 409,
  RATE_LIMITED: 429,
  INTERNAL: 500,
  UNAVAILABLE: 503,
};

const retroParams = z.object({ id: roomIdSchema });
const actionParams = z.object({ id: keySchema });
const favoriteBody = z.object({ isFavorite: z.boolean() });
const actionBody = z.object({ done: z.boolean() });

/** Retro actions outside the board: making one, the /retro list, favourites, leaving, deleting, checking off. */
export function registerRetroRoutes(
  app: FastifyInstance,
  deps: {
    db: Db;
    engine: LiveEngine<RetroKindTypes>;
    guards: SessionGuards;
    limitStore?: Redis;
    /** Links opened per address per minute: as many as guests may join (an office at once). */
    previewsPerMinute: number;
  },
): void {
  const { db, engine, guards } = deps;
  // Per address (the route's limit) and per person: one account spread over many addresses too.
  const createdBy = windowLimiter(deps.limitStore, {
    name: 'retros-created',
    points: RETROS_CREATED_PER_MINUTE,
    durationSeconds: 60,
  });

  async function runAsHttp(userId: string, command: RetroCommand): Promise<void> {
    try {
      await engine.execute(userId, command);
    } catch (error) {
      if (isRetroRefusal(error)) throw new HttpError(HTTP_STATUS[error.code], error.code, error.message);
      throw error;
    }
  }

  app.post(
    '/api/retros',
    { config: { rateLimit: { max: RETROS_CREATED_PER_MINUTE, timeWindow: 60_000 } } },
    async (request, reply) => {
      const user = await guards.requireUser(request);
      if ((await take(createdBy, user.id)) > 0) {
        throw new HttpError(429, 'RATE_LIMITED', 'You have made many retros in a row. Try again in a minute');
      }
      const id = await createRetro(db.kysely, user.id, createRetroSchema.parse(request.body ?? {}));
      request.log.info({ retroId: id, userId: user.id }, 'retro created');
      return reply.status(201).send({ id });
    },
  );

  // Public, as a room's: the link must work before anyone signs in; it tells only the name.
  app.get(
    '/api/retros/:id/preview',
    { config: { rateLimit: { max: deps.previewsPerMinute, timeWindow: 60_000 } } },
    async (request): Promise<RetroPreview> => {
      const { id } = retroParams.parse(request.params);
      const retro = await db.kysely
        .selectFrom('retro')
        .select(['id', 'name'])
        .where('id', '=', id)
        .executeTakeFirst();
      if (!retro) throw notFound('This retro does not exist, or it was deleted');
      return retro;
    },
  );

  app.get('/api/retros', async (request) => {
    const user = await guards.requireUser(request);
    return myRetros(db.kysely, user.id);
  });

  app.put('/api/retros/:id/favorite', async (request) => {
    const user = await guards.requireUser(request);
    const { id } = retroParams.parse(request.params);
    const { isFavorite } = favoriteBody.parse(request.body ?? {});
    if (!(await setRetroFavorite(db.kysely, user.id, id, isFavorite)))
      throw notFound('You are not in this retro');
    const [summary] = await listRetroSummaries(db.kysely, user.id, id);
    return summary;
  });

  app.post('/api/retros/:id/leave', async (request, reply) => {
    const user = await guards.requireUser(request);
    const { id } = retroParams.parse(request.params);
    await runAsHttp(user.id, { type: 'room.leave', roomId: id });
    return reply.status(204).send();
  });

  app.delete('/api/retros/:id', async (request, reply) => {
    const user = await guards.requireUser(request);
    const { id } = retroParams.parse(request.params);
    await runAsHttp(user.id, { type: 'room.delete', roomId: id });
    request.log.info({ retroId: id, userId: user.id }, 'retro deleted');
    return reply.status(204).send();
  });

  /** Checking off an open action from /retro: the retro's board hears of it like any change. */
  app.put('/api/retro-actions/:id', async (request, reply) => {
    const user = await guards.requireUser(request);
    const { id } = actionParams.parse(request.params);
    const { done } = actionBody.parse(request.body ?? {});
    const action = await findAction(db.kysely, id);
    if (!action || !(await findRetroMember(db.kysely, action.retroId, user.id))) {
      throw notFound('This action item does not exist, or you are not in its retro');
    }
    await runAsHttp(user.id, {
      type: 'action.update',
      roomId: action.retroId,
      actionId: id,
      patch: { done },
    });
    return reply.status(204).send();
  });
}
