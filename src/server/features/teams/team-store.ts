import type { Kysely } from 'kysely';
import { nanoid } from 'nanoid';
import type {
  TeamColor,
  TeamDetail,
  TeamInput,
  TeamInvite,
  TeamAction,
  TeamMeeting,
  TeamMember,
  TeamRole,
  TeamSummary,
} from '../../../shared/api/teams';
import { accessWithoutTeam } from '../../../shared/domain/access';
import type { Database } from '../../db/schema';
import type { MemberTableNames } from '../../membership/member-table';

const TEAM_ID_LENGTH = 12;
/** Long enough that nobody guesses a link; short enough to read out. */
const INVITE_TOKEN_LENGTH = 24;
export const TEAM_INVITE_TTL_DAYS = 7;
const DAY_MS = 24 * 60 * 60 * 1000;

type Db = Kysely<Database>;

export async function createTeam(db: Db, input: Required<TeamInput>, adminId: string, now: Date) {
  const id = nanoid(TEAM_ID_LENGTH);
  const stamp = now.toISOString();
  await db.transaction().execute(async (tx) => {
    await tx
      .insertInto('team')
      .values({ id, name: input.name, color: input.color, createAt: stamp, updatedAt: stamp })
      .execute();
    await tx
      .insertInto('team_member')
      .values({ teamId: id, userId: adminId, role: 'admin', joinedAt: stamp })
      .execute();
  });
  return id;
}

export async function listMyTeams(db: Db, userId: string): Promise<TeamSummary[]> {
  const rows = await db
    .selectFrom('team_member as mine')
    .innerJoin('team', 'team.id', 'mine.teamId')
    .select((eb) => [
      'team.id',
      'team.name',
      'team.color',
      'mine.role as myRole',
      eb
        .selectFrom('team_member as all')
        .whereRef('all.teamId', '=', 'team.id')
        .select((count) => count.fn.countAll<number>().as('n'))
        .as('memberCount'),
    ])
    .where('mine.userId', '=', userId)
    .orderBy('team.name')
    .execute();
  return rows.map((row) => ({
    id: row.id,
    name: row.name,
    color: row.color as TeamColor,
    myRole: row.myRole as TeamRole,
    memberCount: Number(row.memberCount ?? 0),
  }));
}

export async function teamMembers(db: Db, teamId: string): Promise<TeamMember[]> {
  const rows = await db
    .selectFrom('team_member')
    .innerJoin('user', 'user.id', 'team_member.userId')
    .select([
      'team_member.userId',
      'user.displayName',
      'user.photoURL',
      'team_member.role',
      'team_member.joinedAt',
    ])
    .where('team_member.teamId', '=', teamId)
    .orderBy('team_member.joinedAt')
    .orderBy('team_member.userId')
    .execute();
  return rows.map((row) => ({ ...row, role: row.role as TeamRole }));
}

export async function teamInvite(db: Db, teamId: string): Promise<TeamInvite | null> {
  const row = await db
    .selectFrom('team_invite')
    .select(['token', 'expiresAt'])
    .where('teamId', '=', teamId)
    .executeTakeFirst();
  return row ?? null;
}

/** Where each kind keeps its rooms and members, as membership/member-table.ts names them. */
const MEETING_TABLES = {
  room: { rooms: 'room', members: 'room_member', roomColumn: 'roomId' },
  retro: { rooms: 'retro', members: 'retro_member', roomColumn: 'retroId' },
} as const satisfies Record<string, MemberTableNames>;

/**
 * The team's rooms or retros, newest first; last used when someone last had one open. Typed loosely
 * as member-table.ts is: both kinds' tables have these columns.
 */
async function teamMeetings(
  db: Db,
  teamId: string,
  kind: keyof typeof MEETING_TABLES,
): Promise<TeamMeeting[]> {
  const { rooms, members, roomColumn } = MEETING_TABLES[kind];
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  const rows = (await (db as unknown as Kysely<Record<string, Record<string, any>>>)
    .selectFrom(`${rooms} as r`)
    .select((eb) => [
      'r.id',
      'r.name',
      'r.createAt',
      eb
        .selectFrom(`${members} as m`)
        .whereRef(`m.${roomColumn}`, '=', 'r.id')
        .select((max) => max.fn.max('m.lastVisitDate').as('at'))
        .as('lastVisit'),
    ])
    .where('r.teamId', '=', teamId)
    .execute()) as { id: string; name: string; createAt: string; lastVisit: string | null }[];
  return rows
    .map((row) => ({
      id: row.id,
      name: row.name,
      createAt: row.createAt,
      lastActivity: row.lastVisit ?? row.createAt,
    }))
    .sort((a, b) => b.createAt.localeCompare(a.createAt) || a.id.localeCompare(b.id));
}

/** The open actions of every retro of the team: overdue first, then by due date, none last. */
async function teamOpenActions(db: Db, teamId: string, now: Date): Promise<TeamAction[]> {
  const rows = await db
    .selectFrom('retro_action as a')
    .innerJoin('retro as r', 'r.id', 'a.retroId')
    .leftJoin('user as owner', 'owner.id', 'a.ownerUserId')
    .select([
      'a.id',
      'a.text',
      'a.ownerUserId',
      'owner.displayName as ownerName',
      'a.dueDate',
      'a.createAt',
      'r.id as retroId',
      'r.name as retroName',
    ])
    .where('r.teamId', '=', teamId)
    .where('a.done', '=', false)
    .execute();
  const today = now.toISOString().slice(0, 10);
  const rank = (due: string | null) => (due === null ? 2 : due < today ? 0 : 1);
  return rows
    .sort(
      (a, b) =>
        rank(a.dueDate) - rank(b.dueDate) ||
        (a.dueDate ?? '').localeCompare(b.dueDate ?? '') ||
        a.createAt.localeCompare(b.createAt),
    )
    .map(({ createAt: _createAt, ...action }) => action);
}

/** The team as its page shows it to this member; the invitation only to admins. */
export async function teamDetail(
  db: Db,
  teamId: string,
  myRole: TeamRole,
  now = new Date(),
): Promise<TeamDetail | null> {
  const team = await db.selectFrom('team').selectAll().where('id', '=', teamId).executeTakeFirst();
  if (!team) return null;
  const members = await teamMembers(db, teamId);
  return {
    id: team.id,
    name: team.name,
    color: team.color as TeamColor,
    myRole,
    memberCount: members.length,
    members,
    rooms: await teamMeetings(db, teamId, 'room'),
    retros: await teamMeetings(db, teamId, 'retro'),
    openActions: await teamOpenActions(db, teamId, now),
    invite: myRole === 'admin' ? await teamInvite(db, teamId) : null,
    createAt: team.createAt,
  };
}

export async function patchTeam(db: Db, teamId: string, patch: Partial<TeamInput>, now: Date) {
  await db
    .updateTable('team')
    .set({ ...patch, updatedAt: now.toISOString() })
    .where('id', '=', teamId)
    .execute();
}

/** Its rooms and retros go back to their owners; the team-only ones stay closed to guests. */
export async function deleteTeam(db: Db, teamId: string) {
  await db.transaction().execute(async (tx) => {
    for (const table of ['room', 'retro'] as const) {
      await tx
        .updateTable(table)
        .set({ access: accessWithoutTeam('team') })
        .where('teamId', '=', teamId)
        .where('access', '=', 'team')
        .execute();
    }
    await tx.deleteFrom('team').where('id', '=', teamId).execute();
  });
}

/** A new link replaces the old one, which stops working at once. */
export async function rotateInvite(
  db: Db,
  teamId: string,
  createdBy: string,
  now: Date,
): Promise<TeamInvite> {
  const invite = {
    teamId,
    token: nanoid(INVITE_TOKEN_LENGTH),
    expiresAt: new Date(now.getTime() + TEAM_INVITE_TTL_DAYS * DAY_MS).toISOString(),
    createdBy,
  };
  await db.transaction().execute(async (tx) => {
    await tx.deleteFrom('team_invite').where('teamId', '=', teamId).execute();
    await tx.insertInto('team_invite').values(invite).execute();
  });
  return { token: invite.token, expiresAt: invite.expiresAt };
}

export async function revokeInvite(db: Db, teamId: string) {
  await db.deleteFrom('team_invite').where('teamId', '=', teamId).execute();
}

/** The team a link leads to, if the link is still the team's and has not expired. */
export async function teamOfInvite(db: Db, token: string, now: Date) {
  return db
    .selectFrom('team_invite')
    .innerJoin('team', 'team.id', 'team_invite.teamId')
    .select(['team.id', 'team.name', 'team.color'])
    .where('team_invite.token', '=', token)
    .where('team_invite.expiresAt', '>', now.toISOString())
    .executeTakeFirst();
}

/** Joins as a member; someone already in the team keeps their role. */
export async function addMember(db: Db, teamId: string, userId: string, now: Date) {
  await db
    .insertInto('team_member')
    .values({ teamId, userId, role: 'member', joinedAt: now.toISOString() })
    .onConflict((conflict) => conflict.columns(['teamId', 'userId']).doNothing())
    .execute();
}

export async function setMemberRole(db: Db, teamId: string, userId: string, role: TeamRole) {
  await db
    .updateTable('team_member')
    .set({ role })
    .where('teamId', '=', teamId)
    .where('userId', '=', userId)
    .execute();
}

export async function removeMember(db: Db, teamId: string, userId: string) {
  await db.deleteFrom('team_member').where('teamId', '=', teamId).where('userId', '=', userId).execute();
}

export async function adminCount(db: Db, teamId: string): Promise<number> {
  const row = await db
    .selectFrom('team_member')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('teamId', '=', teamId)
    .where('role', '=', 'admin')
    .executeTakeFirst();
  return Number(row?.n ?? 0);
}
