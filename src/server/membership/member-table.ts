import type { Kysely } from 'kysely';
import type { AccessHolder } from '../../shared/domain/access';
import type { TeamRole } from '../../shared/domain/teams';
import type { Database } from '../db/schema';
import { memberKey, type RoomMember } from '../live/kind';
import { parseRoles, releasesOf } from './member-records';

/** Where a kind keeps its memberships: the table, its column naming the room, the rooms' table. */
export interface MemberTableNames {
  members: keyof Database;
  roomColumn: string;
  rooms: keyof Database;
}

/**
 * The membership queries that are the same for every kind but for the names. Typed loosely on
 * purpose: each kind's table has these columns (userId, isFavorite, roles; id, ownerId on the room),
 * which its migration and the kind's integration tests hold to.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Loose = Kysely<Record<string, Record<string, any>>>;

export function memberTable(names: MemberTableNames) {
  const { members, roomColumn, rooms } = names;
  const loose = (db: Kysely<Database>) => db as unknown as Loose;
  return {
    /** Whether there was a membership to mark. */
    async setFavorite(db: Kysely<Database>, userId: string, roomId: string, isFavorite: boolean) {
      const result = await loose(db)
        .updateTable(members)
        .set({ isFavorite })
        .where(roomColumn, '=', roomId)
        .where('userId', '=', userId)
        .executeTakeFirst();
      return Number(result.numUpdatedRows) > 0;
    },

    /** The commands that take this person out of each of their rooms, before their account goes. */
    async releases(db: Kysely<Database>, userId: string) {
      const memberships = await loose(db)
        .selectFrom(`${members} as m`)
        .innerJoin(`${rooms} as r`, 'r.id', `m.${roomColumn}`)
        .select(['r.id', 'r.ownerId', 'm.roles'])
        .where('m.userId', '=', userId)
        .execute();
      return releasesOf(userId, memberships as { id: string; ownerId: string | null; roles: string }[]);
    },

    /** Every member of the room as its access rule sees them: guest or not, their role in its team. */
    async accessHolders(
      db: Kysely<Database>,
      roomId: string,
    ): Promise<(AccessHolder & { userId: string })[]> {
      const rows = await loose(db)
        .selectFrom(`${members} as m`)
        .innerJoin('user as u', 'u.id', 'm.userId')
        .innerJoin(`${rooms} as r`, 'r.id', `m.${roomColumn}`)
        .leftJoin('team_member as t', (join) =>
          join.onRef('t.teamId', '=', 'r.teamId').onRef('t.userId', '=', 'm.userId'),
        )
        .select(['m.userId', 'u.isAnonymous', 't.role'])
        .where(`m.${roomColumn}`, '=', roomId)
        .execute();
      return (rows as { userId: string; isAnonymous: unknown; role: TeamRole | null }[]).map((row) => ({
        userId: row.userId,
        isGuest: Boolean(row.isAnonymous),
        teamRole: row.role,
      }));
    },

    /** The team's rooms only its members may enter, with their owners. */
    async teamOnlyRooms(db: Kysely<Database>, teamId: string) {
      const rows = await loose(db)
        .selectFrom(rooms)
        .select(['id', 'ownerId'])
        .where('teamId', '=', teamId)
        .where('access', '=', 'team')
        .execute();
      return rows as { id: string; ownerId: string | null }[];
    },

    /** The team's admins who are members of its rooms, with their roles there (one room, or all). */
    async teamAdminMemberships(db: Kysely<Database>, teamId: string, roomId?: string) {
      let query = loose(db)
        .selectFrom(`${members} as m`)
        .innerJoin(`${rooms} as r`, 'r.id', `m.${roomColumn}`)
        .innerJoin('team_member as t', (join) =>
          join.onRef('t.teamId', '=', 'r.teamId').onRef('t.userId', '=', 'm.userId'),
        )
        .select(['r.id as roomId', 'r.ownerId', 'm.userId', 'm.roles'])
        .where('r.teamId', '=', teamId)
        .where('t.role', '=', 'admin');
      if (roomId) query = query.where('r.id', '=', roomId);
      const rows = (await query.execute()) as {
        roomId: string;
        ownerId: string | null;
        userId: string;
        roles: string;
      }[];
      return rows.map((row) => ({ ...row, roles: parseRoles(row.roles) }));
    },

    /** Which of these people are members of these rooms now, as `memberKey`s, in one read. */
    async stillMembers(db: Kysely<Database>, pairs: readonly RoomMember[]): Promise<ReadonlySet<string>> {
      if (pairs.length === 0) return new Set();
      const rows = await loose(db)
        .selectFrom(members)
        .select([`${roomColumn} as roomId`, 'userId'])
        .where(roomColumn, 'in', [...new Set(pairs.map((pair) => pair.roomId))])
        .where('userId', 'in', [...new Set(pairs.map((pair) => pair.userId))])
        .execute();
      return new Set((rows as RoomMember[]).map(memberKey));
    },
  };
}
