import type { Kysely } from 'kysely';
import { nanoid } from 'nanoid';
import type { CreateRoomInput } from '../../../shared/api/rooms';
import { isOwner } from '../../../shared/domain/roles';
import type { ClientCommand } from '../../../shared/protocol/room-protocol';
import type { RoomView } from '../../../shared/protocol/room-view';
import type { Database } from '../../db/schema';
import {
  runRoomChange,
  type CommandOutcome,
  type Outgoing,
  type RoomCommand,
  type RoomHandlerTable,
} from './command-runner';
import { joinAsPlayer, memberHandlers } from './member-handlers';
import { refuse, roomNotFound, notMember } from './room-errors';
import { roomHandlers } from './room-handlers';
import { IDLE_TIMER, parseRoles } from './room-records';
import { findMember, findRoom, insertMember, insertRoom, loadRoomState, stampVisit } from './room-store';
import { toRoomView } from './room-views';
import { revealCurrentRound, roundHandlers } from './round-handlers';
import { taskHandlers } from './task-handlers';
import { dispatch } from '../../live/handlers';

/** Room ids are unguessable: knowing the link is what lets someone in. */
const ROOM_ID_LENGTH = 12;

export interface Presence {
  online(roomId: string): Promise<Set<string>>;
}

const ROOM_HANDLERS: RoomHandlerTable = {
  ...roomHandlers,
  ...memberHandlers,
  ...roundHandlers,
  ...taskHandlers,
};

export function createRoomService(db: Kysely<Database>, presence: Presence) {
  const noOne = new Set<string>();

  async function createRoom(userId: string, input: CreateRoomInput): Promise<string> {
    const id = nanoid(ROOM_ID_LENGTH);
    await db.transaction().execute(async (tx) => {
      await insertRoom(tx, {
        id,
        name: input.name,
        ownerId: userId,
        votingSystem: input.votingSystem,
        timer: IDLE_TIMER,
        disableVotingAfterReveal: input.disableVotingAfterReveal,
        autoReveal: input.autoReveal,
        flyingEmojis: input.flyingEmojis,
        asynchronousVoting: input.asynchronousVoting,
      });
      await insertMember(tx, id, userId, ['owner', input.creatorVotes ? 'player' : 'observer']);
    });
    return id;
  }

  /** Makes the user a member (a player) on first visit, and stamps the visit (SPEC §3 lastVisitMeets). */
  async function join(userId: string, roomId: string): Promise<CommandOutcome> {
    return runRoomChange(db, { roomId, userId, online: noOne, requireMember: false }, async (ctx) => {
      if (ctx.actor) await stampVisit(ctx.tx, roomId, userId);
      else await joinAsPlayer(ctx, userId);
    });
  }

  async function snapshot(userId: string, roomId: string): Promise<RoomView> {
    const state = await loadRoomState(db, roomId);
    if (!state) throw roomNotFound();
    if (!state.members.some((member) => member.userId === userId)) throw notMember();
    const online = await presence.online(roomId);
    return toRoomView(state, userId, [...online], new Date());
  }

  /** Checks a thrown emoji; nothing is stored, so it only reaches who is in the room now. */
  async function throwEmoji(
    userId: string,
    command: Extract<ClientCommand, { type: 'emoji.throw' }>,
  ): Promise<Outgoing> {
    const room = await findRoom(db, command.roomId);
    if (!room) throw roomNotFound();
    if (!(await findMember(db, room.id, userId))) throw notMember();
    if (!room.flyingEmojis) throw refuse('FORBIDDEN', 'Flying emojis are off in this room');
    if (!(await findMember(db, room.id, command.targetUserId)))
      throw refuse('NOT_FOUND', 'This person is not in the room');
    return {
      roomId: room.id,
      audience: { kind: 'room' },
      event: {
        type: 'emoji.thrown',
        roomId: room.id,
        fromUserId: userId,
        targetUserId: command.targetUserId,
        emoji: command.emoji,
      },
    };
  }

  async function execute(userId: string, command: RoomCommand): Promise<CommandOutcome> {
    const room = command.type === 'vote.cast' ? await findRoom(db, command.roomId) : undefined;
    // Only an auto-revealing vote needs to know who sits at the table right now.
    const online = room?.autoReveal ? await presence.online(room.id) : noOne;
    return runRoomChange(db, { roomId: command.roomId, userId, online }, (ctx) =>
      dispatch(ROOM_HANDLERS, ctx, command),
    );
  }

  /** The countdown ran out: reveal, if the room still has that countdown and wants the reveal. */
  async function timerEnded(roomId: string, endsAt: string): Promise<CommandOutcome | null> {
    const room = await findRoom(db, roomId);
    if (!room || room.timer.endsAt !== endsAt || !room.timer.revealOnEnd) return null;
    return runRoomChange(db, { roomId, userId: null, online: noOne }, async (ctx) => {
      if (ctx.room.timer.endsAt === endsAt) await revealCurrentRound(ctx);
    });
  }

  /**
   * Before an account goes: the rooms it owns are deleted and the others left, each exactly as
   * SPEC §4 says, so every participant's lists and open tables follow.
   */
  async function releaseUser(userId: string): Promise<CommandOutcome[]> {
    const memberships = await db
      .selectFrom('room_member')
      .innerJoin('room', 'room.id', 'room_member.roomId')
      .select(['room.id', 'room.ownerId', 'room_member.roles'])
      .where('room_member.userId', '=', userId)
      .execute();
    const outcomes: CommandOutcome[] = [];
    for (const membership of memberships) {
      const owns = isOwner({ userId, roles: parseRoles(membership.roles) }, membership.ownerId);
      outcomes.push(
        await execute(userId, { type: owns ? 'room.delete' : 'room.leave', roomId: membership.id }),
      );
    }
    return outcomes;
  }

  return { createRoom, join, snapshot, throwEmoji, execute, timerEnded, releaseUser };
}

export type RoomService = ReturnType<typeof createRoomService>;
