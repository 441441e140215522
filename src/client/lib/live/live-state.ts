import { clockOffsetMs } from './countdown';

/** Why a live room closed for this person. */
export type ClosedReason = 'deleted' | 'removed' | 'left' | 'access';

/** What every kind's client state holds besides its view: versions, missed changes, closing. */
export interface LiveState<
  View extends { version: number; serverTime: string },
  Event extends { version: number },
> {
  selfId: string;
  room: View | null;
  /** Server clock minus this browser's clock, measured at the last snapshot. */
  clockOffsetMs: number;
  /** An event showed that something was missed: a fresh snapshot is needed. */
  needsSync: boolean;
  /** Changes that arrived before the first snapshot or while waiting for a fresh one. */
  pending: Event[];
  closed: ClosedReason | null;
}

/** Enough to cover a burst; beyond it the snapshot that is coming will have everything anyway. */
const MAX_PENDING = 500;

export function initialLiveState<
  View extends { version: number; serverTime: string },
  Event extends { version: number },
>(selfId: string): LiveState<View, Event> {
  return { selfId, room: null, clockOffsetMs: 0, needsSync: false, pending: [], closed: null };
}

/**
 * The version rule: an event one ahead of what we have (or of the same change, sharing its version)
 * applies; an older one is already contained in our state; a further one means we missed
 * something, so we wait for a snapshot and keep the event for after it. `apply` is the kind's.
 */
export function receiveVersioned<
  View extends { version: number; serverTime: string },
  Event extends { version: number },
  State extends LiveState<View, Event>,
>(state: State, event: Event, apply: (state: State & { room: View }, event: Event) => State): State {
  const { room } = state;
  if (!room || state.needsSync) return { ...state, pending: [...state.pending, event].slice(-MAX_PENDING) };
  if (event.version < room.version) return state;
  if (event.version > room.version + 1) return { ...state, needsSync: true, pending: [event] };
  const applied = apply(state as State & { room: View }, event);
  return { ...applied, room: { ...applied.room!, version: Math.max(room.version, event.version) } };
}

/**
 * A fresh snapshot replaces the view (the kind may keep something of the old one, such as what
 * only this tab knows), then the changes that came after it apply.
 */
export function withSnapshot<
  View extends { version: number; serverTime: string },
  Event extends { version: number },
  State extends LiveState<View, Event>,
>(
  state: State,
  snapshot: View,
  timing: { sentAt: number; receivedAt: number },
  receive: (state: State, event: Event) => State,
): State {
  const offset = clockOffsetMs(snapshot.serverTime, timing.sentAt, timing.receivedAt);
  const base: State = { ...state, room: snapshot, clockOffsetMs: offset, needsSync: false, pending: [] };
  return state.pending.filter((event) => event.version > snapshot.version).reduce(receive, base);
}
