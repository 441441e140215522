import type { FastifyInstance } from 'fastify';
import type { Redis } from 'ioredis';
import { createRoomSchema } from '../../../shared/api/rooms';
import type { LiveErrorCode } from '../../../shared/protocol/live-protocol';
import type { ProfileStats } from '../../../shared/api/profile';
import type { RoomErrorCode } from '../../../shared/protocol/room-protocol';
import type { Db } from '../../db/database';
import type { SessionGuards } from '../../http/session';
import type { TeamNews } from '../../realtime/team-news';
import type { LiveEngine } from '../../live/engine';
import { registerRoomLikeRoutes } from '../../membership/resource-routes';
import type { RoomKindTypes } from './room-live';
import { listRoomSummaries, myRooms } from './my-rooms';
import { ROOM_MEMBERS } from './room-records';
import { profileStats } from './profile-stats';
import { createRoom } from './room-service';

/** HTTP statuses of the refusals only estimation rooms have. */
const ROOM_HTTP_STATUS: Record<Exclude<RoomErrorCode, LiveErrorCode>, number> = {
  INVALID_CARD: 400,
  VOTING_CLOSED: 409,
};

/** Room actions that also happen outside the room page: the lists on /dashboard and /rooms. */
export function registerRoomRoutes(
  app: FastifyInstance,
  deps: {
    db: Db;
    engine: LiveEngine<RoomKindTypes>;
    guards: SessionGuards;
    limitStore?: Redis;
    previewsPerMinute: number;
    teamNews: TeamNews;
  },
): void {
  const { db, engine, ...rest } = deps;
  registerRoomLikeRoutes(
    app,
    {
      path: 'rooms',
      table: 'room',
      noun: 'room',
      statuses: ROOM_HTTP_STATUS,
      createSchema: createRoomSchema,
      create: createRoom,
      list: myRooms,
      members: ROOM_MEMBERS,
      summaries: listRoomSummaries,
      execute: (userId, command) => engine.execute(userId, command),
    },
    { db: db.kysely, ...rest },
  );

  // The profile's figures are all of estimation: tasks estimated, rounds voted, the last room.
  app.get('/api/profile/stats', async (request, reply): Promise<ProfileStats> => {
    const user = await rest.guards.requireUser(request);
    reply.header('cache-control', 'no-store');
    return profileStats(db.kysely, user.id);
  });
}
