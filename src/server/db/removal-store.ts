import type { Kysely, Transaction } from 'kysely';
import type { RemovedMember } from '../../shared/protocol/live-protocol';
import { compiledOnce } from './compiled-once';
import type { Database } from './schema';

type Executor = Kysely<Database> | Transaction<Database>;

/**
 * Who a manager removed from a live room of any kind: they may not join it again until a manager
 * lets them back in. A second removal of the same person changes nothing.
 */
export async function addRemoval(db: Executor, kind: string, roomId: string, userId: string): Promise<void> {
  await db
    .insertInto('live_removal')
    .values({ kind, roomId, userId, removedAt: new Date().toISOString() })
    .onConflict((oc) => oc.doNothing())
    .execute();
}

export async function deleteRemoval(
  db: Executor,
  kind: string,
  roomId: string,
  userId: string,
): Promise<boolean> {
  const result = await db
    .deleteFrom('live_removal')
    .where('kind', '=', kind)
    .where('roomId', '=', roomId)
    .where('userId', '=', userId)
    .executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}

/** Asked on every first visit, so compiled once. */
const selectRemoval = compiledOnce(['kind', 'roomId', 'userId'], (db: Kysely<Database>, v) =>
  db
    .selectFrom('live_removal')
    .select('userId')
    .where('kind', '=', v.kind)
    .where('roomId', '=', v.roomId)
    .where('userId', '=', v.userId),
);

/** Whether a manager removed the person: asked with a first visit's other checks. */
export const removalRead = (db: Executor, kind: string, roomId: string, userId: string) =>
  selectRemoval.withValues(db, { kind, roomId, userId });

/** The room's removed people, in the order they were removed. */
/** Read with every join's snapshot, so compiled once. */
const selectRemovals = compiledOnce(['kind', 'roomId'], (db: Kysely<Database>, v) =>
  db
    .selectFrom('live_removal')
    .innerJoin('user', 'user.id', 'live_removal.userId')
    .select(['live_removal.userId', 'user.displayName'])
    .where('live_removal.kind', '=', v.kind)
    .where('live_removal.roomId', '=', v.roomId)
    .orderBy('live_removal.removedAt')
    .orderBy('live_removal.userId'),
);

export async function listRemovals(db: Executor, kind: string, roomId: string): Promise<RemovedMember[]> {
  return (await selectRemovals(db, { kind, roomId })).rows;
}

/** The same read, to be sent with others. */
export const removalsRead = (db: Executor, kind: string, roomId: string) =>
  selectRemovals.withValues(db, { kind, roomId });

/** With the room itself: nobody is kept out of a room that no longer exists. */
export async function deleteRoomRemovals(db: Executor, kind: string, roomId: string): Promise<void> {
  await db.deleteFrom('live_removal').where('kind', '=', kind).where('roomId', '=', roomId).execute();
}
