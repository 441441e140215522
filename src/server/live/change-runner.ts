import { TRANSACTION_RETRY_LIMIT } from '../../shared/constants';
import { refuse } from './errors';

/** Who an outgoing event is for. `member` reaches every tab of one user in the room. */
export type Audience =
  { kind: 'room' } | { kind: 'member'; userId: string } | { kind: 'roomExceptMember'; userId: string };

export interface Outgoing<Event> {
  roomId: string;
  audience: Audience;
  event: Event;
}

/** What happens to sockets and timers once the change is committed. */
export type Aftermath =
  | { kind: 'detachMember'; roomId: string; userId: string }
  | { kind: 'detachAll'; roomId: string }
  | { kind: 'timerScheduled'; roomId: string; endsAt: string };

export interface ChangeOutcome<Event> {
  version: number;
  outgoing: Outgoing<Event>[];
  aftermath: Aftermath[];
}

/** Every live room has an id and a version that moves by one with each change. */
export interface LiveRoot {
  id: string;
  version: number;
}

/**
 * What the runner needs of a kind's storage. `commitVersion` is a compare-and-set: it writes the
 * patch and version + 1 only if the stored version is still `room.version`.
 */
export interface ChangeStore<Tx, Room extends LiveRoot, Member, Patch> {
  transaction<T>(work: (tx: Tx) => Promise<T>): Promise<T>;
  findRoom(tx: Tx, roomId: string): Promise<Room | undefined>;
  findMember(tx: Tx, room: Room, userId: string): Promise<Member | undefined>;
  commitVersion(tx: Tx, room: Room, patch: Partial<Patch>): Promise<boolean>;
}

export interface ChangeContext<Tx, Room, Member, Patch, Event> {
  tx: Tx;
  room: Room;
  /** Null only for system actions (a timer running out). */
  actor: Member | null;
  /** The version every event of this change carries. */
  nextVersion: number;
  online: ReadonlySet<string>;
  now: Date;
  emit(audience: Audience, event: Event): void;
  patchRoom(patch: Partial<Patch>): void;
  after(aftermath: Aftermath): void;
  /** Marks the change as made even without a room field patch, so the version moves. */
  touch(): void;
}

export interface ChangeOptions {
  roomId: string;
  /** Null for system actions. */
  userId: string | null;
  online: ReadonlySet<string>;
  /** Joining makes the membership, so it runs before one exists. */
  requireMember?: boolean;
}

class VersionMoved extends Error {}

const RETRY_BASE_DELAY_MS = 2;
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Runs one change to a room in a transaction, moving the room's version only if nobody else did
 * in between. On a clash it rolls back and retries with fresh data after a jittered pause, at most
 * TRANSACTION_RETRY_LIMIT times. Events and aftermath are returned, never sent: they only exist
 * once the transaction has committed.
 */
export async function runChange<Tx, Room extends LiveRoot, Member, Patch, Event>(
  store: ChangeStore<Tx, Room, Member, Patch>,
  options: ChangeOptions,
  apply: (ctx: ChangeContext<Tx, Room, Member, Patch, Event>) => Promise<void>,
): Promise<ChangeOutcome<Event>> {
  for (let attempt = 1; attempt <= TRANSACTION_RETRY_LIMIT; attempt += 1) {
    try {
      return await store.transaction(async (tx) => {
        const room = await store.findRoom(tx, options.roomId);
        if (!room) throw refuse('NOT_FOUND', 'This room does not exist, or it was deleted');
        const actor = options.userId ? ((await store.findMember(tx, room, options.userId)) ?? null) : null;
        if (options.userId && !actor && options.requireMember !== false)
          throw refuse('NOT_MEMBER', 'Join the room first');

        const outgoing: Outgoing<Event>[] = [];
        const aftermath: Aftermath[] = [];
        let patch: Partial<Patch> = {};
        let changed = false;
        await apply({
          tx,
          room,
          actor,
          nextVersion: room.version + 1,
          online: options.online,
          now: new Date(),
          emit: (audience, event) => outgoing.push({ roomId: room.id, audience, event }),
          patchRoom: (more) => {
            patch = { ...patch, ...more };
            changed = true;
          },
          after: (item) => aftermath.push(item),
          touch: () => {
            changed = true;
          },
        });
        if (!changed) return { version: room.version, outgoing, aftermath };
        if (!(await store.commitVersion(tx, room, patch))) throw new VersionMoved();
        return { version: room.version + 1, outgoing, aftermath };
      });
    } catch (error) {
      if (!(error instanceof VersionMoved)) throw error;
      await pause(RETRY_BASE_DELAY_MS * attempt * Math.random());
    }
  }
  throw refuse('CONFLICT', 'The room is changing too fast right now. Try again in a moment');
}
