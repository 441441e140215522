import type { Kysely, Transaction } from 'kysely';
import type { TeamRole } from '../../shared/api/teams';
import type { Database } from '../db/schema';

type Executor = Kysely<Database> | Transaction<Database>;

/**
 * A person's role in a team, or null when they are not in it: what every access rule that names a
 * team asks (the team's own pages now; its rooms and retros next).
 */
export async function teamRoleOf(db: Executor, teamId: string, userId: string): Promise<TeamRole | null> {
  const row = await db
    .selectFrom('team_member')
    .select('role')
    .where('teamId', '=', teamId)
    .where('userId', '=', userId)
    .executeTakeFirst();
  return row ? (row.role as TeamRole) : null;
}

/**
 * Before an account goes: each team it was the last admin of passes to its longest-standing other
 * member, and a team it was alone in goes with it, so no team is left that nobody can run.
 */
export async function handOverTeams(db: Kysely<Database>, userId: string): Promise<void> {
  const led = await db
    .selectFrom('team_member')
    .select('teamId')
    .where('userId', '=', userId)
    .where('role', '=', 'admin')
    .execute();
  for (const { teamId } of led) {
    const others = await db
      .selectFrom('team_member')
      .select(['userId', 'role'])
      .where('teamId', '=', teamId)
      .where('userId', '!=', userId)
      .orderBy('joinedAt')
      .orderBy('userId')
      .execute();
    if (others.length === 0) {
      await db.deleteFrom('team').where('id', '=', teamId).execute();
    } else if (!others.some((member) => member.role === 'admin')) {
      await db
        .updateTable('team_member')
        .set({ role: 'admin' })
        .where('teamId', '=', teamId)
        .where('userId', '=', others[0]!.userId)
        .execute();
    }
  }
}
