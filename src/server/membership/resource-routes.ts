import type { FastifyInstance } from 'fastify';
import type { Redis } from 'ioredis';
import type { Kysely } from 'kysely';
import { z } from 'zod';
import { accessWithoutTeam, ROOM_ACCESS } from '../../shared/domain/access';
import type { LiveErrorCode } from '../../shared/protocol/live-protocol';
import { roomIdSchema } from '../../shared/protocol/keys';
import type { Database } from '../db/schema';
import { HttpError, notFound } from '../http/errors';
import type { SessionGuards } from '../http/session';
import type { TeamNews } from '../realtime/team-news';
import { LiveCommandError } from '../live/errors';
import { oneOf } from '../lib/one-of';
import { take, windowLimiter } from '../lib/window-limiter';
import { seatTeamAdmins, type TeamRoomCommand } from './team-access';
import type { memberTable } from './member-table';
import { teamRoleOf } from './team-members';

/** How each refusal every kind shares reads over HTTP; a kind adds its own codes' statuses. */
const LIVE_HTTP_STATUS: Record<LiveErrorCode, number> = {
  BAD_REQUEST: 400,
  UNSUPPORTED_PROTOCOL: 400,
  UNAUTHORIZED: 401,
  FORBIDDEN: 403,
  NOT_MEMBER: 403,
  REMOVED: 403,
  ACCOUNT_REQUIRED: 403,
  NOT_IN_TEAM: 403,
  PASSCODE_REQUIRED: 403,
  PASSCODE_WRONG: 403,
  LINK_EXPIRED: 410,
  NOT_FOUND: 404,
  LIMIT_REACHED: 409,
  CONFLICT: 409,
  RATE_LIMITED: 429,
  INTERNAL: 500,
  UNAVAILABLE: 503,
};

const CREATED_PER_MINUTE = 20;

const params = z.object({ id: roomIdSchema });
const favoriteBody = z.object({ isFavorite: z.boolean() });
/** Which team a room-like resource is made for or moved to; none is everyone's, as before teams. */
const teamChoice = z.object({ teamId: z.string().min(1).max(64).nullable().default(null) });

/** A live command run from an HTTP route, its refusal answered with the status it stands for. */
export async function executeAsHttp(
  kindStatuses: Record<string, number>,
  work: () => Promise<unknown>,
): Promise<void> {
  try {
    await work();
  } catch (error) {
    if (!(error instanceof LiveCommandError)) throw error;
    const status = kindStatuses[error.code] ?? LIVE_HTTP_STATUS[error.code as LiveErrorCode] ?? 500;
    throw new HttpError(status, error.code, error.message);
  }
}

/** What a kind of room-like resource (estimation rooms, retros) brings to its routes. */
export interface RoomLikeResource<Input, List, Summary> {
  /** The path under /api (`rooms`), its table, and what one is called in messages and logs. */
  path: string;
  table: 'room' | 'retro';
  noun: string;
  /** HTTP statuses of the kind's own refusal codes. */
  statuses: Record<string, number>;
  createSchema: z.ZodType<Input>;
  create(db: Kysely<Database>, userId: string, input: Input): Promise<string>;
  list(db: Kysely<Database>, userId: string): Promise<List>;
  /** The kind's membership queries (member-table.ts). */
  members: ReturnType<typeof memberTable>;
  summaries(db: Kysely<Database>, userId: string, id: string): Promise<Summary[]>;
  /** Leaving and deleting are the kind's live commands, so everyone in it hears at once. */
  execute(
    userId: string,
    command: { type: 'room.leave' | 'room.delete'; roomId: string } | Parameters<TeamRoomCommand>[1],
  ): Promise<unknown>;
}

/**
 * The routes every room-like resource has outside its page: making one, the public preview of a
 * link, my list, favourites, leaving and deleting. Written once; a kind brings its storage.
 */
export function registerRoomLikeRoutes<Input, List, Summary>(
  app: FastifyInstance,
  resource: RoomLikeResource<Input, List, Summary>,
  deps: {
    db: Kysely<Database>;
    guards: SessionGuards;
    /** Where per-person limits are counted across instances; this process alone without it. */
    limitStore?: Redis;
    /** Links opened per address per minute: as many as guests may join (an office at once). */
    previewsPerMinute: number;
    /** Open team pages: they list the team's rooms and retros. */
    teamNews: TeamNews;
  },
): void {
  const { db, guards } = deps;
  const { path, noun, table } = resource;
  const logged = (id: string, userId: string) => ({ [`${noun}Id`]: id, userId });
  // Per address (the route's limit) and per person: one account spread over many addresses too.
  const createdBy = windowLimiter(deps.limitStore, {
    name: `${path}-created`,
    points: CREATED_PER_MINUTE,
    durationSeconds: 60,
  });
  const execute = (userId: string, type: 'room.leave' | 'room.delete', roomId: string) =>
    executeAsHttp(resource.statuses, () => resource.execute(userId, { type, roomId }));
  /** Only a team's members make or move things into it. */
  async function requireTeam(teamId: string | null, userId: string) {
    if (teamId && !(await teamRoleOf(db, teamId, userId))) {
      throw new HttpError(
        403,
        'NOT_IN_TEAM',
        'You are not in this team: ask one of its admins to invite you',
      );
    }
  }

  app.post(
    `/api/${path}`,
    { config: { rateLimit: { max: CREATED_PER_MINUTE, timeWindow: 60_000 } } },
    async (request, reply) => {
      const user = await guards.requireUser(request);
      if ((await take(createdBy, user.id)) > 0) {
        throw new HttpError(
          429,
          'RATE_LIMITED',
          `You have made many ${path} in a row. Try again in a minute`,
        );
      }
      const input = resource.createSchema.parse(request.body ?? {});
      const { teamId } = teamChoice.parse(request.body ?? {});
      await requireTeam(teamId, user.id);
      const id = await resource.create(db, user.id, input);
      // Made for a team: only its members enter, unless the owner opens it later.
      if (teamId) {
        await db.updateTable(table).set({ teamId, access: 'team' }).where('id', '=', id).execute();
        deps.teamNews.changed(teamId);
      }
      request.log.info({ ...logged(id, user.id), teamId }, `${noun} created`);
      return reply.status(201).send({ id });
    },
  );

  // Public: a link must work before anyone signs in. The id is unguessable, the limit keeps anyone
  // from trying many, and only the name is told.
  app.get(
    `/api/${path}/:id/preview`,
    { config: { rateLimit: { max: deps.previewsPerMinute, timeWindow: 60_000 } } },
    async (request): Promise<{ id: string; name: string }> => {
      const { id } = params.parse(request.params);
      const found = await db.selectFrom(table).select(['id', 'name']).where('id', '=', id).executeTakeFirst();
      if (!found) throw notFound(`This ${noun} does not exist, or it was deleted`);
      return found;
    },
  );

  app.get(`/api/${path}`, async (request) => {
    const user = await guards.requireUser(request);
    return resource.list(db, user.id);
  });

  app.put(`/api/${path}/:id/favorite`, async (request) => {
    const user = await guards.requireUser(request);
    const { id } = params.parse(request.params);
    const { isFavorite } = favoriteBody.parse(request.body ?? {});
    if (!(await resource.members.setFavorite(db, user.id, id, isFavorite)))
      throw notFound(`You are not in this ${noun}`);
    const [summary] = await resource.summaries(db, user.id, id);
    return summary;
  });

  /** Its owner moves it into one of their teams, or out of any. */
  app.put(`/api/${path}/:id/team`, async (request, reply) => {
    const user = await guards.requireUser(request);
    const { id } = params.parse(request.params);
    const { teamId } = teamChoice.parse(request.body ?? {});
    const found = await db
      .selectFrom(table)
      .select(['ownerId', 'access', 'teamId'])
      .where('id', '=', id)
      .executeTakeFirst();
    if (!found) throw notFound(`This ${noun} does not exist, or it was deleted`);
    if (found.ownerId !== user.id) throw new HttpError(403, 'FORBIDDEN', `Only its owner moves this ${noun}`);
    await requireTeam(teamId, user.id);
    const access = teamId ? found.access : accessWithoutTeam(oneOf(ROOM_ACCESS, found.access, 'signedIn'));
    await db.updateTable(table).set({ teamId, access }).where('id', '=', id).execute();
    if (teamId && teamId !== found.teamId) {
      await executeAsHttp(resource.statuses, async () => {
        // Team-only, and now another team's: who is not in it leaves, live.
        if (access === 'team') await resource.execute(user.id, { type: 'room.access', roomId: id, access });
        // The new team's admins already in it moderate it from now on.
        await seatTeamAdmins(db, resource.members, teamId, resource.execute, id);
      });
    }
    for (const changed of new Set([found.teamId, teamId])) if (changed) deps.teamNews.changed(changed);
    request.log.info({ ...logged(id, user.id), teamId }, `${noun} moved`);
    return reply.status(204).send();
  });

  app.post(`/api/${path}/:id/leave`, async (request, reply) => {
    const user = await guards.requireUser(request);
    const { id } = params.parse(request.params);
    await execute(user.id, 'room.leave', id);
    request.log.info(logged(id, user.id), `left ${noun}`);
    return reply.status(204).send();
  });

  app.delete(`/api/${path}/:id`, async (request, reply) => {
    const user = await guards.requireUser(request);
    const { id } = params.parse(request.params);
    const team = await db.selectFrom(table).select('teamId').where('id', '=', id).executeTakeFirst();
    await execute(user.id, 'room.delete', id);
    if (team?.teamId) deps.teamNews.changed(team.teamId);
    request.log.info(logged(id, user.id), `${noun} deleted`);
    return reply.status(204).send();
  });
}
