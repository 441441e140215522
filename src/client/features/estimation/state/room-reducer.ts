import { applyPresence, mergeMembers } from '../../../../shared/protocol/live-rules';
import type { ServerEvent, VersionedEvent } from '../../../../shared/protocol/room-protocol';
import type { RoomView, RoundView, TaskView } from '../../../../shared/protocol/room-view';
import {
  initialLiveState,
  receiveVersioned,
  withSnapshot,
  type LiveState,
} from '../../../lib/live/live-state';
import { changeNotices, type ChangeNotice } from './change-notices';

export interface RoomState extends LiveState<RoomView, VersionedEvent> {
  /** What others changed about this person's room, newest last; the page shows each once. */
  notices: ChangeNotice[];
}

export type RoomAction =
  | { type: 'snapshot'; room: RoomView; sentAt: number; receivedAt: number }
  | { type: 'event'; event: ServerEvent; receivedAt: number }
  /** Something may have been lost without a gap to show it (the network came back): ask anyway. */
  | { type: 'resync' };

/** Notices are shown as they come; only the last few need keeping. */
const MAX_NOTICES = 10;

export function initialRoomState(selfId: string): RoomState {
  return { ...initialLiveState<RoomView, VersionedEvent>(selfId), notices: [] };
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
      return { ...next, members: mergeMembers(next.members, event.upserted, event.removed) };
    case 'removals.changed':
      return { ...next, removed: event.removed };
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
    case 'access.changed':
      return { ...next, access: event.access, hasPasscode: event.hasPasscode, linkKey: event.linkKey };
    default: {
      const unreachable: never = event;
      throw new Error(`Unknown room event ${JSON.stringify(unreachable)}`);
    }
  }
}

/** Applies a change and announces it once, when its first event arrives, not again for a repeat. */
function receive(state: RoomState, event: VersionedEvent): RoomState {
  return receiveVersioned(state, event, (current, next) => {
    const { room } = current;
    const fresh = next.version > room.version ? changeNotices(next, room, current.selfId) : [];
    const lastId = current.notices.at(-1)?.id ?? 0;
    const notices = [
      ...current.notices,
      ...fresh.map((notice, index) => ({ ...notice, id: lastId + index + 1 })),
    ];
    return { ...current, room: applyEvent(room, next, current.selfId), notices: notices.slice(-MAX_NOTICES) };
  });
}

/** A fresh snapshot, keeping our own vote where the snapshot's copy of it is redacted. */
function replaceWithSnapshot(
  state: RoomState,
  snapshot: RoomView,
  timing: { sentAt: number; receivedAt: number },
): RoomState {
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
  return withSnapshot(state, room, timing, receive);
}

function isVersioned(event: ServerEvent): event is VersionedEvent {
  return 'version' in event;
}

export function roomReducer(state: RoomState, action: RoomAction): RoomState {
  switch (action.type) {
    case 'snapshot':
      return replaceWithSnapshot(state, action.room, action);
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
      return replaceWithSnapshot(state, event.room, { sentAt: receivedAt, receivedAt });
    case 'presence':
      return state.room
        ? { ...state, room: { ...state.room, online: applyPresence(state.room.online, event) } }
        : state;
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
