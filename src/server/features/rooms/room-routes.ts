import type { FastifyInstance } from 'fastify';
import type { Redis } from 'ioredis';
import { take, windowLimiter } from '../../lib/window-limiter';
import { z } from 'zod';
import { createRoomSchema, type RoomPreview } from '../../../shared/api/rooms';
import { roomIdSchema } from '../../../shared/protocol/keys';
import type { RoomErrorCode } from '../../../shared/protocol/room-protocol';
import type { Db } from '../../db/database';
import { HttpError, notFound } from '../../http/errors';
import type { SessionGuards } from '../../http/session';
import type { LiveEngine } from '../../live/engine';
import type { RoomKindTypes } from './room-live';
import { listRoomSummaries, myRooms, setFavorite } from './my-rooms';
import { isRoomRefusal } from './room-errors';
import { createRoom } from './room-service';

const ROOMS_CREATED_PER_MINUTE = 20;

const HTTP_STATUS: Record<RoomErrorCode, number> = {
  BAD_REQUEST: 400,
  UNSUPPORTED_PROTOCOL: 400,
  INVALID_CARD: 400,
  UNAUTHORIZED: 401,
  FORBIDDEN: 403,
  NOT_MEMBER: 403,
  REMOVED: 403,
  NOT_FOUND: 404,
  VOTING_CLOSED: 409,
  LIMIT_REACHED: 409,
  CONFLICT: 409,
  RATE_LIMITED: 429,
  INTERNAL: 500,
  UNAVAILABLE: 503,
};

const roomParams = z.object({ id: roomIdSchema });
const favoriteBody = z.object({ isFavorite: z.boolean() });

/** Room actions that also happen outside the room page: the lists on /dashboard and /rooms. */
export function registerRoomRoutes(
  app: FastifyInstance,
  deps: {
    db: Db;
    engine: LiveEngine<RoomKindTypes>;
    guards: SessionGuards;
    /** Where per-person limits are counted across instances; this process alone without it. */
    limitStore?: Redis;
    /** Links opened per address per minute: as many as guests may join (an office at once). */
    previewsPerMinute: number;
  },
): void {
  const { db, engine, guards } = deps;
  // Per address (the route's limit) and per person: one account spread over many addresses too.
  const createdBy = windowLimiter(deps.limitStore, {
    name: 'rooms-created',
    points: ROOMS_CREATED_PER_MINUTE,
    durationSeconds: 60,
  });

  async function runAsHttp(work: () => Promise<unknown>): Promise<void> {
    try {
      await work();
    } catch (error) {
      if (isRoomRefusal(error)) throw new HttpError(HTTP_STATUS[error.code], error.code, error.message);
      throw error;
    }
  }

  app.post(
    '/api/rooms',
    { config: { rateLimit: { max: ROOMS_CREATED_PER_MINUTE, timeWindow: 60_000 } } },
    async (request, reply) => {
      const user = await guards.requireUser(request);
      if ((await take(createdBy, user.id)) > 0) {
        throw new HttpError(429, 'RATE_LIMITED', 'You have made many rooms in a row. Try again in a minute');
      }
      const input = createRoomSchema.parse(request.body ?? {});
      const id = await createRoom(db.kysely, user.id, input);
      request.log.info({ roomId: id, userId: user.id }, 'room created');
      return reply.status(201).send({ id });
    },
  );

  // Public: a room link must work before anyone signs in. The id is unguessable, and the limit
  // keeps anyone from trying many.
  app.get(
    '/api/rooms/:id/preview',
    { config: { rateLimit: { max: deps.previewsPerMinute, timeWindow: 60_000 } } },
    async (request): Promise<RoomPreview> => {
      const { id } = roomParams.parse(request.params);
      const room = await db.kysely
        .selectFrom('room')
        .select(['id', 'name'])
        .where('id', '=', id)
        .executeTakeFirst();
      if (!room) throw notFound('This room does not exist, or it was deleted');
      return room;
    },
  );

  app.get('/api/rooms', async (request) => {
    const user = await guards.requireUser(request);
    return myRooms(db.kysely, user.id);
  });

  app.put('/api/rooms/:id/favorite', async (request) => {
    const user = await guards.requireUser(request);
    const { id } = roomParams.parse(request.params);
    const { isFavorite } = favoriteBody.parse(request.body ?? {});
    if (!(await setFavorite(db.kysely, user.id, id, isFavorite))) throw notFound('You are not in this room');
    const [summary] = await listRoomSummaries(db.kysely, user.id, id);
    return summary;
  });

  app.post('/api/rooms/:id/leave', async (request, reply) => {
    const user = await guards.requireUser(request);
    const { id } = roomParams.parse(request.params);
    await runAsHttp(() => engine.execute(user.id, { type: 'room.leave', roomId: id }));
    request.log.info({ roomId: id, userId: user.id }, 'left room');
    return reply.status(204).send();
  });

  app.delete('/api/rooms/:id', async (request, reply) => {
    const user = await guards.requireUser(request);
    const { id } = roomParams.parse(request.params);
    await runAsHttp(() => engine.execute(user.id, { type: 'room.delete', roomId: id }));
    request.log.info({ roomId: id, userId: user.id }, 'room deleted');
    return reply.status(204).send();
  });
}
