import type { Transaction } from 'kysely';
import type { LiveCommits } from '../../db/database';
import type { ClientCommand } from '../../../shared/protocol/room-protocol';
import type { RoomView } from '../../../shared/protocol/room-view';
import type { Database } from '../../db/schema';
import { sqlChangeStore } from '../../db/sql-change-store';
import type { KindContext, KindHandlers } from '../../live/kind';
import type { FirstVisit } from '../../membership/member-records';
import type { MemberRecord, RoomRecord } from './room-records';
import type { RoomEvent } from './room-views';
import { commitRoomVersion, findMember, findRoom, findRoomWithMember, type RoomPatch } from './room-store';

/** Commands that change a room; joining, syncing and emojis are answered without a change. */
export type RoomCommand = Exclude<ClientCommand, { type: 'room.join' | 'room.sync' | 'emoji.throw' }>;
export type EmojiCommand = Extract<ClientCommand, { type: 'emoji.throw' }>;

/** Estimation rooms as the live engine sees them. */
export interface RoomKindTypes {
  tx: Transaction<Database>;
  room: RoomRecord;
  member: MemberRecord;
  patch: RoomPatch;
  event: RoomEvent;
  command: RoomCommand;
  ephemeral: EmojiCommand;
  snapshot: RoomView;
  visit: FirstVisit;
}
export type CommandContext = KindContext<RoomKindTypes>;
export type RoomHandlerTable = KindHandlers<RoomKindTypes>;

/** An estimation room's storage: rows in SQL, the version on the room row. */
export const roomChangeStore = (commits: LiveCommits) =>
  sqlChangeStore<RoomRecord, MemberRecord, RoomPatch>(commits, {
    findRoom,
    findMember,
    findRoomWithMember,
    commitVersion: commitRoomVersion,
  });
