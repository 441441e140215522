import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../../db/schema';
import {
  runChange,
  type ChangeContext,
  type ChangeOptions,
  type ChangeOutcome,
  type ChangeStore,
  type Outgoing as LiveOutgoing,
} from '../../live/change-runner';
import type { HandlerTable } from '../../live/handlers';
import type { ClientCommand } from '../../../shared/protocol/room-protocol';
import type { MemberRecord, RoomRecord } from './room-records';
import { ROOM_REDACTIONS, type RoomEvent } from './room-views';
import { commitRoomVersion, findMember, findRoom, type RoomPatch } from './room-store';

export type Outgoing = LiveOutgoing<RoomEvent>;
export type CommandOutcome = ChangeOutcome<RoomEvent>;
export type CommandContext = ChangeContext<
  Transaction<Database>,
  RoomRecord,
  MemberRecord,
  RoomPatch,
  RoomEvent
>;

/** Commands that change a room; joining, syncing and emojis are answered without a change. */
export type RoomCommand = Exclude<ClientCommand, { type: 'room.join' | 'room.sync' | 'emoji.throw' }>;
export type RoomHandlerTable = HandlerTable<RoomCommand, CommandContext, MemberRecord>;

/** An estimation room as the live engine stores it: rows in SQL, the version on the room row. */
function roomChangeStore(
  db: Kysely<Database>,
): ChangeStore<Transaction<Database>, RoomRecord, MemberRecord, RoomPatch> {
  return {
    transaction: (work) => db.transaction().execute(work),
    findRoom,
    findMember: (tx, room, userId) => findMember(tx, room.id, userId),
    commitVersion: commitRoomVersion,
  };
}

export function runRoomChange(
  db: Kysely<Database>,
  options: ChangeOptions,
  apply: (ctx: CommandContext) => Promise<void>,
): Promise<CommandOutcome> {
  return runChange(roomChangeStore(db), ROOM_REDACTIONS, options, apply);
}
