import type { ServerEvent, VersionedEvent } from '../../../../shared/protocol/room-protocol';
import type { RoomView, RoundView, TaskView } from '../../../../shared/protocol/room-view';
import { clockOffsetMs } from '../../../lib/live/countdown';
import { changeNotices, type ChangeNotice } from './change-notices';

export type RoomClosedReason = Extract<ServerEvent, { type: 'room.closed' }>['reason'];

export interface RoomState {
  selfId: string;
  room: RoomView | null;
  /** Server clock minus this browser's clock, measured at the last snapshot. */
  clockOffsetMs: number;
  /** An event showed that something was missed: a fresh snapshot is needed. */
  needsSync: boolean;
  /** Changes that arrived before the first snapshot or while waiting for a fresh one. */
  pending: VersionedEvent[];
  closed: RoomClosedReason | null;
  /** What others changed about this person's room, newest last; the page shows each once. */
  notices: ChangeNotice[];
}

export type RoomAction =
  | { type: 'snapshot'; room: RoomView; sentAt: number; receivedAt: number }
  | { type: 'event'; event: ServerEvent; receivedAt: number }
  /** Something may have been lost without a gap to show it (the network came back): ask anyway. */
  | { type: 'resync' };

/** Enough to cover a burst; beyond it the snapshot that is coming will have everything anyway. */
const MAX_PENDING = 500;
/** Notices are shown as they come; only the last few need keeping. */
const MAX_NOTICES = 10;

export function initialRoomState(selfId: string): RoomState {
  return { selfId, room: null, clockOffsetMs: 0, needsSync: false, pending: [], closed: null, notices: [] };
}

export function roundOf(room: RoomView, taskId: string | null): RoundView | undefined {
  if (taskId === null) return room.round;
  return room.tasks.find((task) => task.id === taskId)?.round;
}

function withRound(room: RoomView, taskId: string | null, update: (round: RoundView) => RoundView): RoomView {
  if (taskId === null) return { ...room, round: update(room.round) };
  return {
    ...room,
    tasks: room.tasks.map((task) => {
      if (task.id !== taskId) return task;
      const round = update(task.round);
      // A re-vote starts a new round; the one before it, if it was shown, becomes history.
      const ended = round.round > task.round.round && task.round.isShow;
      return { ...task, round, pastRounds: ended ? [...task.pastRounds, task.round] : task.pastRounds };
    }),
  };
}

function ownValue(round: RoundView | undefined, selfId: string): string | null {
  return round?.votes.find((vote) => vote.userId === selfId)?.value ?? null;
}

/** A redacted copy of our own vote (value null) must not wipe the value we already know. */
function keepOwnVote(previous: RoundView | undefined, next: RoundView, selfId: string): RoundView {
  const known = ownValue(previous, selfId);
  if (known === null || next.isShow || previous?.round !== next.round) return next;
  const votes = next.votes.map((vote) =>
    vote.userId === selfId && vote.value === null ? { ...vote, value: known } : vote,
  );
  return { ...next, votes };
}

function setVote(round: RoundView, userId: string, voted: boolean, value: string | null): RoundView {
  const others = round.votes.filter((vote) => vote.userId !== userId);
  return { ...round, votes: voted ? [...others, { userId, value }] : others };
}

const byPosition = (a: TaskView, b: TaskView) => a.position - b.position;

/** Applies one change; every event is a "set", so applying one twice changes nothing. */
export function applyEvent(room: RoomView, event: VersionedEvent, selfId: string): RoomView {
  const next = { ...room, version: Math.max(room.version, event.version) };
  switch (event.type) {
    case 'room.patched': {
      // The room-wide average belongs to whichever round was revealed last; rounds carry their own.
      const { averageResult: _roomAverage, ...patch } = event.patch;
      return { ...next, ...patch };
    }
    case 'members.changed':
      return { ...next, members: event.members };
    case 'tasks.changed': {
      const removed = new Set(event.removed);
      const tasks = new Map(
        next.tasks.filter((task) => !removed.has(task.id)).map((task) => [task.id, task]),
      );
      for (const meta of event.upserted) {
        const existing = tasks.get(meta.id);
        const round = existing?.round ?? { isShow: false, round: 1, votes: [], averageResult: null };
        tasks.set(meta.id, { ...meta, round, pastRounds: existing?.pastRounds ?? [] });
      }
      return { ...next, tasks: [...tasks.values()].sort(byPosition) };
    }
    case 'vote.changed':
      return withRound(next, event.taskId, (round) => {
        const mine = event.userId === selfId;
        const value = mine && event.voted && event.value === null ? ownValue(round, selfId) : event.value;
        return setVote(round, event.userId, event.voted, value);
      });
    case 'round.changed':
      return withRound(next, event.taskId, (round) => keepOwnVote(round, event.round, selfId));
    default: {
      const unreachable: never = event;
      throw new Error(`Unknown room event ${JSON.stringify(unreachable)}`);
    }
  }
}

/**
 * The version rule: an event one ahead of what we have (or of the same change, sharing its version)
 * applies; an older one is already contained in our state; a further one means we missed
 * something, so we wait for a snapshot and keep the event for after it.
 */
function receive(state: RoomState, event: VersionedEvent): RoomState {
  const { room } = state;
  if (!room || state.needsSync) return { ...state, pending: [...state.pending, event].slice(-MAX_PENDING) };
  if (event.version < room.version) return state;
  if (event.version > room.version + 1) return { ...state, needsSync: true, pending: [event] };
  // A change is announced once, when its first event arrives, not again for a repeat.
  const fresh = event.version > room.version ? changeNotices(event, room, state.selfId) : [];
  const lastId = state.notices.at(-1)?.id ?? 0;
  const notices = [
    ...state.notices,
    ...fresh.map((notice, index) => ({ ...notice, id: lastId + index + 1 })),
  ];
  return { ...state, room: applyEvent(room, event, state.selfId), notices: notices.slice(-MAX_NOTICES) };
}

function replaceWithSnapshot(state: RoomState, snapshot: RoomView, offset: number): RoomState {
  const previous = state.room;
  let room: RoomView = snapshot;
  if (previous) {
    room = {
      ...snapshot,
      round: keepOwnVote(previous.round, snapshot.round, state.selfId),
      tasks: snapshot.tasks.map((task) => ({
        ...task,
        round: keepOwnVote(roundOf(previous, task.id), task.round, state.selfId),
      })),
    };
  }
  const base: RoomState = { ...state, room, clockOffsetMs: offset, needsSync: false, pending: [] };
  return state.pending.filter((event) => event.version > room.version).reduce(receive, base);
}

function isVersioned(event: ServerEvent): event is VersionedEvent {
  return 'version' in event;
}

export function roomReducer(state: RoomState, action: RoomAction): RoomState {
  switch (action.type) {
    case 'snapshot':
      return replaceWithSnapshot(
        state,
        action.room,
        clockOffsetMs(action.room.serverTime, action.sentAt, action.receivedAt),
      );
    case 'event':
      return reduceEvent(state, action.event, action.receivedAt);
    case 'resync':
      return state.room ? { ...state, needsSync: true } : state;
    default: {
      const unreachable: never = action;
      throw new Error(`Unknown room action ${JSON.stringify(unreachable)}`);
    }
  }
}

function reduceEvent(state: RoomState, event: ServerEvent, receivedAt: number): RoomState {
  if (isVersioned(event)) return receive(state, event);
  switch (event.type) {
    case 'room.snapshot':
      return replaceWithSnapshot(
        state,
        event.room,
        clockOffsetMs(event.room.serverTime, receivedAt, receivedAt),
      );
    case 'presence':
      return state.room ? { ...state, room: { ...state.room, online: event.online } } : state;
    case 'room.closed':
      return { ...state, closed: event.reason };
    case 'emoji.thrown':
      // Nothing to keep: the flight is drawn by whoever listens for it.
      return state;
    default: {
      const unreachable: never = event;
      throw new Error(`Unknown room event ${JSON.stringify(unreachable)}`);
    }
  }
}
