import type { Transaction } from 'kysely';
import type { ChangeStore, Found, LiveRoot } from '../live/change-runner';
import type { LiveCommits } from './database';
import { isUniqueViolation } from './db-errors';
import type { Database } from './schema';

type Tx = Transaction<Database>;

/** The reads and the versioned write a kind keeps in SQL; the rest of its change store is the same for all. */
export interface SqlRoomReads<Room extends LiveRoot, Member, Patch> {
  findRoom(tx: Tx, roomId: string): Promise<Room | undefined>;
  findMember(tx: Tx, roomId: string, userId: string): Promise<Member | undefined>;
  findRoomWithMember(tx: Tx, roomId: string, userId: string): Promise<Found<Room, Member>>;
  commitVersion(tx: Tx, room: Room, patch: Partial<Patch>, steps?: number): Promise<boolean>;
}

/** A kind's storage in SQL: rows in its tables, the version on the room's row, the database's commits. */
export function sqlChangeStore<Room extends LiveRoot, Member, Patch>(
  commits: LiveCommits,
  reads: SqlRoomReads<Room, Member, Patch>,
): ChangeStore<Tx, Room, Member, Patch> {
  return {
    transaction: commits.transact,
    commitInOneStatement: commits.inOneStatement,
    findRoom: reads.findRoom,
    findMember: (tx, room, userId) => reads.findMember(tx, room.id, userId),
    findRoomWithMember: reads.findRoomWithMember,
    commitVersion: reads.commitVersion,
    patched: (room, patch, version) => ({ ...room, ...patch, version }),
    isClash: isUniqueViolation,
  };
}
