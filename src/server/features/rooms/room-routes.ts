import type { FastifyInstance } from 'fastify';
import { createRoomSchema } from '../../../shared/api/rooms';
import type { SessionGuards } from '../../http/session';
import type { RoomService } from './room-service';

const ROOMS_CREATED_PER_MINUTE = 20;

export function registerRoomRoutes(app: FastifyInstance, service: RoomService, guards: SessionGuards): void {
  app.post(
    '/api/rooms',
    { config: { rateLimit: { max: ROOMS_CREATED_PER_MINUTE, timeWindow: 60_000 } } },
    async (request, reply) => {
      const user = await guards.requireUser(request);
      const input = createRoomSchema.parse(request.body ?? {});
      const id = await service.createRoom(user.id, input);
      request.log.info({ roomId: id, userId: user.id }, 'room created');
      return reply.status(201).send({ id });
    },
  );
}
