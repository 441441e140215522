import type { Kysely } from 'kysely';
import type { ProfileStats } from '../../../shared/api/profile';
import type { Database } from '../../db/schema';
import { recordedRoundsVotedIn } from './room-store';
import { ROOM_ROUND_KEY } from './room-records';

const roundId = (roomId: string, roundKey: string, round: number) =>
  JSON.stringify([roomId, roundKey, round]);

/**
 * Numbers counted from the real tables at the moment of asking. A revealed round counts once the
 * user voted in it: from its record, which outlives the vote rows (leaving a room drops them, a
 * re-vote clears them), and from the votes themselves for a round shown before rounds were
 * recorded. Rounds not revealed yet are not counted.
 */
export async function profileStats(db: Kysely<Database>, userId: string): Promise<ProfileStats> {
  const [estimated, shownVotes, recorded, lastVisit] = await Promise.all([
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
      .select(['v.roomId', 'v.roundKey', 'r.roundNumber as roomRound', 't.roundNumber as taskRound'])
      .where('v.userId', '=', userId)
      .where((eb) =>
        eb.or([
          eb.and([eb('v.roundKey', '=', ROOM_ROUND_KEY), eb('r.isShow', '=', true)]),
          eb('t.isShow', '=', true),
        ]),
      )
      .execute(),
    recordedRoundsVotedIn(db, userId),
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
    roundsVoted: new Set([
      ...recorded.map((round) => roundId(round.roomId, round.roundKey, round.round)),
      ...shownVotes.map((vote) => roundId(vote.roomId, vote.roundKey, vote.taskRound ?? vote.roomRound)),
    ]).size,
    lastVisit: lastVisit
      ? { date: lastVisit.lastVisitDate, roomId: lastVisit.id, roomName: lastVisit.name }
      : null,
  };
}
