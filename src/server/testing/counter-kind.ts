import { z } from 'zod';
import { liveJoinSchema, liveSyncSchema } from '../../shared/protocol/live-protocol';
import { roomIdSchema } from '../../shared/protocol/keys';
import { memberKey, type KindHandlers, type LiveKind } from '../live/kind';
import { refuse } from '../live/errors';
import {
  createMemoryLiveStore,
  type MemoryMember,
  type MemoryRoom,
  type MemoryTx,
} from './memory-live-store';

/**
 * The smallest kind of live room, for testing the engine without estimation: a shared counter,
 * secret guesses of where it will end, a countdown that resets it, and a wave nobody stores.
 */
export const COUNTER_WIRE = { command: 'counter:command', event: 'counter:event' };
export const COUNTER_PROTOCOL_VERSION = 3;

export interface CounterFields {
  value: number;
}

export type CounterEvent =
  | { type: 'counter.changed'; roomId: string; version: number; value: number }
  | { type: 'members.changed'; roomId: string; version: number; members: MemoryMember[] }
  | { type: 'guess.made'; roomId: string; version: number; userId: string; guess: number | null }
  | { type: 'countdown.started'; roomId: string; version: number; endsAt: string }
  | { type: 'room.closed'; roomId: string; reason: 'left' | 'deleted' }
  | { type: 'waved'; roomId: string; userId: string };

const room = { roomId: roomIdSchema };
export const counterCommandSchema = z.discriminatedUnion('type', [
  liveJoinSchema,
  liveSyncSchema,
  z.object({ type: z.literal('counter.add'), ...room, by: z.number().int().min(1).max(10) }),
  z.object({ type: z.literal('counter.census'), ...room }),
  z.object({ type: z.literal('counter.countdown'), ...room, ms: z.number().int().min(1).max(5000) }),
  z.object({ type: z.literal('guess.make'), ...room, guess: z.number().int() }),
  z.object({ type: z.literal('room.leave'), ...room }),
  z.object({ type: z.literal('room.delete'), ...room }),
  z.object({ type: z.literal('counter.wave'), ...room }),
]);
type ClientCommand = z.infer<typeof counterCommandSchema>;
export type CounterCommandInput = Exclude<ClientCommand, { type: 'room.join' | 'room.sync' }>;

export interface CounterSnapshot {
  id: string;
  version: number;
  value: number;
  members: MemoryMember[];
  online: string[];
  /** Only the viewer's own guess before the countdown, everyone's after. */
  guesses: Record<string, number>;
}

interface CounterTypes {
  tx: MemoryTx<CounterFields & { guesses: Record<string, number> }>;
  room: MemoryRoom<CounterFields & { guesses: Record<string, number> }>;
  member: MemoryMember;
  patch: CounterFields & { guesses: Record<string, number> };
  event: CounterEvent;
  command: Exclude<ClientCommand, { type: 'room.join' | 'room.sync' | 'counter.wave' }>;
  ephemeral: Extract<ClientCommand, { type: 'counter.wave' }>;
  snapshot: CounterSnapshot;
  /** A counter checks nothing on a first visit. */
  visit: null;
}

const membersOf = (counter: CounterTypes['room']) => Object.values(counter.members);

const HANDLERS: KindHandlers<CounterTypes> = {
  'counter.add': {
    policy: 'player',
    run: async (ctx, command) => {
      const value = ctx.room.fields.value + command.by;
      ctx.patchRoom({ value });
      ctx.emit({ kind: 'room' }, { type: 'counter.changed', value });
    },
  },
  'counter.census': {
    policy: 'manager',
    run: async (ctx) => {
      let present = 0;
      for (const member of membersOf(ctx.room)) if (await ctx.anyPresent([member.userId])) present += 1;
      ctx.patchRoom({ value: present });
      ctx.emit({ kind: 'room' }, { type: 'counter.changed', value: present });
    },
  },
  'counter.countdown': {
    policy: 'manager',
    run: async (ctx, command) => {
      const endsAt = new Date(ctx.now.getTime() + command.ms).toISOString();
      ctx.emit({ kind: 'room' }, { type: 'countdown.started', endsAt });
      ctx.after({ kind: 'timerScheduled', endsAt });
    },
  },
  'guess.make': {
    policy: 'member',
    run: async (ctx, command, actor) => {
      ctx.patchRoom({ guesses: { ...ctx.room.fields.guesses, [actor.userId]: command.guess } });
      ctx.emitSecret({ type: 'guess.made', userId: actor.userId, guess: command.guess }, actor.userId);
    },
  },
  'room.leave': {
    policy: 'member',
    run: async (ctx, _command, actor) => {
      if (actor.roles.includes('owner')) throw refuse('FORBIDDEN', 'Delete the room instead');
      delete ctx.room.members[actor.userId];
      ctx.notify({ kind: 'member', userId: actor.userId }, { type: 'room.closed', reason: 'left' });
      ctx.after({ kind: 'detachMember', userId: actor.userId });
      ctx.emit({ kind: 'room' }, { type: 'members.changed', members: membersOf(ctx.room) });
    },
  },
  'room.delete': {
    policy: 'owner',
    run: async (ctx) => {
      ctx.room.deleted = true;
      ctx.notify({ kind: 'room' }, { type: 'room.closed', reason: 'deleted' });
      ctx.after({ kind: 'detachAll' });
      ctx.touch();
    },
  },
};

export function createCounterKind() {
  const memory = createMemoryLiveStore<CounterFields & { guesses: Record<string, number> }>();

  const kind: LiveKind<CounterTypes> = {
    name: 'counter',
    wire: COUNTER_WIRE,
    protocolVersion: COUNTER_PROTOCOL_VERSION,
    commandSchema: counterCommandSchema,
    ephemeralTypes: new Set(['counter.wave']),
    secretEvents: ['guess.made'],
    store: memory.store,
    handlers: HANDLERS,
    redactions: { 'guess.made': (event) => ({ ...event, guess: null }) },

    revisit: async (userId, roomId) => Boolean(memory.rooms.get(roomId)?.members[userId]),

    stillMembers: async (pairs) =>
      new Set(pairs.filter(({ roomId, userId }) => memory.rooms.get(roomId)?.members[userId]).map(memberKey)),

    async joinRead(tx, roomId, userIds) {
      const room = await memory.store.findRoom(tx, roomId);
      return Promise.all(
        userIds.map(async (userId) => ({
          room,
          actor: room && (await memory.store.findMember(tx, room, userId)),
          visit: null,
        })),
      );
    },

    async join(ctx, userId) {
      if (ctx.actor) return;
      const member: MemoryMember = { userId, roles: ['player'] };
      ctx.room.members[userId] = member;
      ctx.joined(member);
      ctx.emit({ kind: 'room' }, { type: 'members.changed', members: membersOf(ctx.room) });
    },

    async snapshot(userId, roomId, online) {
      const stored = memory.rooms.get(roomId);
      if (!stored) throw refuse('NOT_FOUND', 'No such counter');
      if (!stored.members[userId]) throw refuse('NOT_MEMBER', 'Join the counter first');
      const own = stored.fields.guesses[userId];
      return {
        id: stored.id,
        version: stored.version,
        value: stored.fields.value,
        members: membersOf(stored),
        online: [...(await online())].sort(),
        guesses: own === undefined ? {} : { [userId]: own },
      };
    },

    pendingTimer: () => null,

    async timerEnded(ctx) {
      ctx.patchRoom({ value: 0 });
      ctx.emit({ kind: 'room' }, { type: 'counter.changed', value: 0 });
    },

    async ephemeral(userId, command) {
      const stored = memory.rooms.get(command.roomId);
      if (!stored?.members[userId]) throw refuse('NOT_MEMBER', 'Join the counter first');
      return {
        roomId: command.roomId,
        audience: { kind: 'room' },
        event: { type: 'waved', roomId: command.roomId, userId },
      };
    },

    async releases(userId) {
      return [...memory.rooms.values()]
        .filter((counter) => counter.members[userId])
        .map((counter) => ({
          type: counter.ownerId === userId ? ('room.delete' as const) : ('room.leave' as const),
          roomId: counter.id,
        }));
    },
  };

  return {
    kind,
    rooms: memory.rooms,
    seed: (id: string, ownerId: string) =>
      memory.seed(id, { value: 0, guesses: {} }, [{ userId: ownerId, roles: ['owner', 'player'] }]),
  };
}
