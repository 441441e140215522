import type { CompiledQuery, Kysely, Transaction } from 'kysely';
import { isOwner, type RoomRole } from '../../shared/domain/roles';
import type { TeamRole } from '../../shared/domain/teams';
import { roomRoleSchema } from '../../shared/protocol/room-view';
import { compiledOnce } from '../db/compiled-once';
import { removalRead } from '../db/removal-store';
import type { Database } from '../db/schema';
import { storedJson } from '../lib/stored-json';

type Executor = Kysely<Database> | Transaction<Database>;

const rolesSchema = roomRoleSchema.array();

/** Roles that do not parse are none: the member keeps the seat, with no power. */
export const parseRoles: (json: string) => RoomRole[] = storedJson((value) => {
  const parsed = rolesSchema.safeParse(value);
  return parsed.success ? parsed.data : [];
});

/** What every kind's membership holds, whatever the kind adds beside it. */
export interface MembershipRecord {
  userId: string;
  roles: RoomRole[];
  isFavorite: boolean;
  joinedAt: string;
  lastVisitDate: string;
  displayName: string;
  photoURL: string | null;
  isGuest: boolean;
}

/** A membership row of any kind, with the person's profile joined in. */
export interface MembershipRow {
  userId: string;
  roles: string;
  isFavorite: boolean | number;
  joinedAt: string;
  lastVisitDate: string;
  displayName: string;
  photoURL: string | null;
  isAnonymous: boolean | number | null;
}

export function parseMembership(row: MembershipRow): MembershipRecord {
  return {
    userId: row.userId,
    roles: parseRoles(row.roles),
    isFavorite: Boolean(row.isFavorite),
    joinedAt: row.joinedAt,
    lastVisitDate: row.lastVisitDate,
    displayName: row.displayName,
    photoURL: row.photoURL,
    isGuest: Boolean(row.isAnonymous),
  };
}

/** What leaving each of these rooms is for someone whose account goes: an owner deletes, others leave. */
export const releasesOf = (
  userId: string,
  memberships: readonly { id: string; ownerId: string | null; roles: string }[],
) =>
  memberships.map((membership) => {
    const owns = isOwner({ userId, roles: parseRoles(membership.roles) }, membership.ownerId);
    return { type: owns ? 'room.delete' : 'room.leave', roomId: membership.id } as const;
  });

const selectProfile = compiledOnce(['userId'], (db: Kysely<Database>, v) =>
  db.selectFrom('user').select(['displayName', 'photoURL', 'isAnonymous']).where('id', '=', v.userId),
);

/** The person's role in the team the room belongs to: no row when it has none or they are not in it. */
const teamRoleRead = (table: 'room' | 'retro') =>
  compiledOnce(['roomId', 'userId'], (db: Kysely<Database>, v) =>
    db
      // Both tables have the columns read here (id, teamId); the cast names one for the types.
      .selectFrom(`${table} as r` as 'room as r')
      .innerJoin('team_member as t', 't.teamId', 'r.teamId')
      .select('t.role')
      .where('r.id', '=', v.roomId)
      .where('t.userId', '=', v.userId),
  );
const teamRoleReads = { room: teamRoleRead('room'), retro: teamRoleRead('retro') };

/** What a first visit checks before it makes the membership. */
export interface FirstVisit {
  removed: boolean;
  members: number;
  /** Undefined when the account has gone meanwhile. */
  profile: { displayName: string; photoURL: string | null; isAnonymous: boolean | number | null } | undefined;
  /** Their role in the room's team, which a team-only room asks. */
  teamRole: TeamRole | null;
}

/**
 * The checks of people opening a room at once, to read with the room (one round trip on
 * Postgres): how many members the room holds (`memberCount`, the kind's) and, for each person,
 * their membership (`member`, the kind's), whether a manager removed them, their profile and their
 * role in the room's team.
 * The checks are read even for a member: a join gets this far for nearly no one else.
 */
export function firstVisitsReads(
  db: Executor,
  kind: string,
  table: keyof typeof teamRoleReads,
  roomId: string,
  userIds: readonly string[],
  memberCount: CompiledQuery<{ count: number | string }>,
  member: (userId: string) => CompiledQuery,
): Record<string, CompiledQuery> {
  const reads: Record<string, CompiledQuery> = { count: memberCount };
  userIds.forEach((userId, index) => {
    reads[`actor${index}`] = member(userId);
    reads[`removed${index}`] = removalRead(db, kind, roomId, userId);
    reads[`profile${index}`] = selectProfile.withValues(db, { userId });
    reads[`teamRole${index}`] = teamRoleReads[table].withValues(db, { roomId, userId });
  });
  return reads;
}

/** Each person's membership row, if any, and first visit, from what `firstVisitsReads` read. */
export function toFirstVisits<MemberRow>(
  rows: Record<string, unknown[]>,
  userIds: readonly string[],
): { actor: MemberRow | undefined; visit: FirstVisit }[] {
  const [counted] = rows.count as { count: number | string }[];
  const members = Number(counted?.count ?? 0);
  return userIds.map((_, index) => ({
    actor: rows[`actor${index}`]![0] as MemberRow | undefined,
    visit: {
      removed: rows[`removed${index}`]!.length > 0,
      members,
      profile: rows[`profile${index}`]![0] as FirstVisit['profile'],
      teamRole: (rows[`teamRole${index}`]![0] as { role: TeamRole } | undefined)?.role ?? null,
    },
  }));
}
