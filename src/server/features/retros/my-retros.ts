import type { Kysely } from 'kysely';
import type { MyRetros, RetroSummary } from '../../../shared/api/retros';
import { RETRO_PHASES, type RetroPhase } from '../../../shared/domain/retro';
import type { Database } from '../../db/schema';
import { parseAction } from './retro-records';
import { toActionView } from './retro-views';

/** The person's retros, most recent first, read from memberships so the list never drifts. */
export async function listRetroSummaries(
  db: Kysely<Database>,
  userId: string,
  retroId?: string,
): Promise<RetroSummary[]> {
  let query = db
    .selectFrom('retro_member as m')
    .innerJoin('retro as r', 'r.id', 'm.retroId')
    .select((eb) => [
      'r.id',
      'r.name',
      'r.ownerId',
      'r.teamId',
      'r.phase',
      'r.createAt',
      'm.isFavorite',
      'm.lastVisitDate',
      eb
        .selectFrom('retro_member as mm')
        .select(eb.fn.countAll<number>().as('n'))
        .whereRef('mm.retroId', '=', 'r.id')
        .as('memberCount'),
      eb
        .selectFrom('retro_card as c')
        .select(eb.fn.countAll<number>().as('n'))
        .whereRef('c.retroId', '=', 'r.id')
        .as('cardCount'),
      eb
        .selectFrom('retro_action as a')
        .select(eb.fn.countAll<number>().as('n'))
        .whereRef('a.retroId', '=', 'r.id')
        .where('a.done', '=', false)
        .as('openActionCount'),
    ])
    .where('m.userId', '=', userId)
    .orderBy('r.createAt', 'desc');
  if (retroId) query = query.where('r.id', '=', retroId);
  const rows = await query.execute();
  return rows.map((row) => ({
    id: row.id,
    name: row.name,
    isOwner: row.ownerId === userId,
    teamId: row.teamId,
    isFavorite: Boolean(row.isFavorite),
    phase: (RETRO_PHASES as readonly string[]).includes(row.phase) ? (row.phase as RetroPhase) : 'write',
    memberCount: Number(row.memberCount ?? 0),
    cardCount: Number(row.cardCount ?? 0),
    openActionCount: Number(row.openActionCount ?? 0),
    lastVisitDate: row.lastVisitDate,
    createAt: row.createAt,
  }));
}

export async function myRetros(db: Kysely<Database>, userId: string): Promise<MyRetros> {
  const retros = await listRetroSummaries(db, userId);
  const rows = await db
    .selectFrom('retro_action as a')
    .innerJoin('retro_member as m', (join) =>
      join.onRef('m.retroId', '=', 'a.retroId').on('m.userId', '=', userId),
    )
    .innerJoin('retro as r', 'r.id', 'a.retroId')
    .leftJoin('user as owner', 'owner.id', 'a.ownerUserId')
    .selectAll('a')
    .select(['owner.displayName as ownerName', 'r.name as retroName'])
    .where('a.done', '=', false)
    .orderBy('a.dueDate')
    .orderBy('a.createAt')
    .execute();
  const openActions = rows.map((row) => ({ ...toActionView(parseAction(row)), retroName: row.retroName }));
  return { retros, openActions };
}
