import type { Kysely } from 'kysely';
import {
  clientCommandSchema,
  ROOM_COMMAND_EVENT,
  ROOM_EVENT,
  ROOM_PROTOCOL_VERSION,
} from '../../../shared/protocol/room-protocol';
import type { Database } from '../../db/schema';
import type { LiveKind } from '../../live/kind';
import { tokenBucket } from '../../lib/token-bucket';
import { turnBatchedLoad } from '../../lib/turn-batch';
import { turnSharedLoad } from '../../lib/turn-shared-load';
import type { LiveCommits } from '../../db/database';
import { roomChangeStore, type RoomHandlerTable, type RoomKindTypes } from './room-live';
import { joinAsPlayer, memberHandlers } from './member-handlers';
import { notMember, refuse, roomNotFound } from './room-errors';
import { roomHandlers } from './room-handlers';
import { ROOM_KIND, ROOM_MEMBERS } from './room-records';
import {
  findMember,
  findRoom,
  loadRoomState,
  readRoomJoins,
  stampVisits,
  type RoomVisit,
} from './room-store';
import { ROOM_REDACTIONS, toRoomView } from './room-views';
import { revealCurrentRound, roundHandlers } from './round-handlers';
import { taskHandlers } from './task-handlers';

const EMOJI_BURST = 5;
const EMOJIS_PER_SECOND = 1;

const ROOM_HANDLERS: RoomHandlerTable = {
  ...roomHandlers,
  ...memberHandlers,
  ...roundHandlers,
  ...taskHandlers,
};

export function createRoomKind(
  db: Kysely<Database>,
  /** People a room holds (ROOM_MEMBER_LIMIT): a whole department fits, a join storm does not. */
  maxMembers: number,
  /** How its changes are committed (the database's). */
  commits: LiveCommits,
): LiveKind<RoomKindTypes> {
  const emojiBuckets = new Map<string, ReturnType<typeof tokenBucket>>();
  const loadState = turnSharedLoad((roomId: string) => loadRoomState(db, roomId));
  // A reconnect storm's people come back together: their returns are stamped together.
  const stampVisit = turnBatchedLoad((visits: RoomVisit[]) => stampVisits(db, visits));

  return {
    name: ROOM_KIND,
    wire: { command: ROOM_COMMAND_EVENT, event: ROOM_EVENT },
    protocolVersion: ROOM_PROTOCOL_VERSION,
    commandSchema: clientCommandSchema,
    ephemeralTypes: new Set(['emoji.throw']),
    store: roomChangeStore(commits),
    handlers: ROOM_HANDLERS,
    secretEvents: ['vote.changed'],
    redactions: ROOM_REDACTIONS,

    revisit: async (userId, roomId) => (await stampVisit({ roomId, userId })) ?? false,

    joinRead: readRoomJoins,

    /**
     * A first visit makes a player (the owner's row is made with the room). A member found here
     * was made by their other tab's join since `revisit` looked, which stamped the visit.
     */
    join: (ctx, userId, visit, joiningBefore, entry) =>
      joinAsPlayer(ctx, userId, maxMembers, visit, joiningBefore, entry),

    async snapshot(userId, roomId, online) {
      const state = await loadState(roomId);
      if (!state) throw roomNotFound();
      if (!state.members.some((member) => member.userId === userId)) throw notMember();
      return toRoomView(state, userId, [...(await online())], new Date());
    },

    pendingTimer: (view) => (view.timer.endsAt && view.timer.revealOnEnd ? view.timer.endsAt : null),

    /** Reveals, if the room still has that countdown and wants the reveal. */
    async timerEnded(ctx, endsAt) {
      const { timer } = ctx.room;
      if (timer.endsAt === endsAt && timer.revealOnEnd) await revealCurrentRound(ctx);
    },

    /** A thrown emoji is checked, never stored, so it only reaches who is in the room now. */
    async ephemeral(userId, command) {
      const bucket = emojiBuckets.get(userId) ?? tokenBucket(EMOJI_BURST, EMOJIS_PER_SECOND);
      emojiBuckets.set(userId, bucket);
      if (!bucket.take()) throw refuse('RATE_LIMITED', 'Easy there: a few emojis at a time');
      const room = await findRoom(db, command.roomId);
      if (!room) throw roomNotFound();
      if (!(await findMember(db, room.id, userId))) throw notMember();
      if (!room.flyingEmojis) throw refuse('FORBIDDEN', 'Flying emojis are off in this room');
      if (!(await findMember(db, room.id, command.targetUserId)))
        throw refuse('NOT_FOUND', 'This person is not in the room');
      const { targetUserId, emoji } = command;
      const event = {
        type: 'emoji.thrown' as const,
        roomId: room.id,
        fromUserId: userId,
        targetUserId,
        emoji,
      };
      return { roomId: room.id, audience: { kind: 'room' }, event };
    },

    releases: (userId) => ROOM_MEMBERS.releases(db, userId),
    stillMembers: (pairs) => ROOM_MEMBERS.stillMembers(db, pairs),
  };
}
