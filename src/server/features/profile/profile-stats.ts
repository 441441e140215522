import type { Kysely } from 'kysely';
import type { ProfileStats } from '../../../shared/api/profile';
import type { Database } from '../../db/schema';

/** The round played on the room itself, not on a task (see rooms/room-records.ts). */
const ROOM_ROUND_KEY = '';

/**
 * Numbers counted from the real tables at the moment of asking. Votes are kept only for each
 * round's latest play (a reset clears them), so "rounds voted" counts revealed rounds that still
 * hold the user's vote: an honest lower bound, never an invented figure.
 */
export async function profileStats(db: Kysely<Database>, userId: string): Promise<ProfileStats> {
  const [estimated, voted, lastVisit] = await Promise.all([
    db
      .selectFrom('task as t')
      .innerJoin('room_member as m', 'm.roomId', 't.roomId')
      .select((eb) => eb.fn.countAll<number | string>().as('n'))
      .where('m.userId', '=', userId)
      .where('t.finalEstimate', 'is not', null)
      .executeTakeFirst(),
    db
      .selectFrom('vote as v')
      .innerJoin('room as r', 'r.id', 'v.roomId')
      .leftJoin('task as t', (join) =>
        join.onRef('t.id', '=', 'v.roundKey').onRef('t.roomId', '=', 'v.roomId'),
      )
      .select((eb) => eb.fn.countAll<number | string>().as('n'))
      .where('v.userId', '=', userId)
      .where((eb) =>
        eb.or([
          eb.and([eb('v.roundKey', '=', ROOM_ROUND_KEY), eb('r.isShow', '=', true)]),
          eb('t.isShow', '=', true),
        ]),
      )
      .executeTakeFirst(),
    db
      .selectFrom('room_member as m')
      .innerJoin('room as r', 'r.id', 'm.roomId')
      .select(['m.lastVisitDate', 'r.id', 'r.name'])
      .where('m.userId', '=', userId)
      .orderBy('m.lastVisitDate', 'desc')
      .limit(1)
      .executeTakeFirst(),
  ]);
  return {
    tasksEstimated: Number(estimated?.n ?? 0),
    roundsVoted: Number(voted?.n ?? 0),
    lastVisit: lastVisit
      ? { date: lastVisit.lastVisitDate, roomId: lastVisit.id, roomName: lastVisit.name }
      : null,
  };
}
