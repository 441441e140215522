import { TRANSACTION_RETRY_LIMIT } from '../../shared/constants';
import type { OneStatementOutcome } from '../db/one-statement';
import { LiveCommandError, refuse } from './errors';

/** Who an outgoing event is for. `member` reaches every tab of one user in the room. */
export type Audience =
  { kind: 'room' } | { kind: 'member'; userId: string } | { kind: 'roomExceptMember'; userId: string };

export interface Outgoing<Event> {
  roomId: string;
  audience: Audience;
  event: Event;
}

/** What happens to sockets, timers and open team pages once the change is committed. */
export type Aftermath =
  | { kind: 'detachMember'; roomId: string; userId: string }
  | { kind: 'detachAll'; roomId: string }
  | { kind: 'timerScheduled'; roomId: string; endsAt: string }
  /** Something a team's page shows changed here (an action of its retro): the page reads it again. */
  | { kind: 'teamNews'; roomId: string; teamId: string };

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
 * patch and version + `steps` (1 unless several changes commit together) only if the stored
 * version is still `room.version`.
 */
export interface ChangeStore<Tx, Room extends LiveRoot, Member, Patch> {
  transaction<T>(work: (tx: Tx) => Promise<T>): Promise<T>;
  findRoom(tx: Tx, roomId: string): Promise<Room | undefined>;
  findMember(tx: Tx, room: Room, userId: string): Promise<Member | undefined>;
  /** Both reads in one round trip, where the store can: every change not started from a guess. */
  findRoomWithMember?(tx: Tx, roomId: string, userId: string): Promise<Found<Room, Member>>;
  commitVersion(tx: Tx, room: Room, patch: Partial<Patch>, steps?: number): Promise<boolean>;
  /** The room as `commitVersion` left it; a kind without it is always read from the database. */
  patched?(room: Room, patch: Partial<Patch>, version: number): Room;
  /**
   * Whether an error is a write that collided with a concurrent one on a unique key (two tabs
   * making the same membership at once): retried with fresh data, like a version that moved.
   */
  isClash?(error: unknown): boolean;
  /**
   * Commits a change in one round trip where the database can: its writes and then
   * `commitVersion`'s compare-and-set, the guard, as one statement. It may decline the work (a real
   * transaction then runs it) and says when the guard found the version moved.
   */
  commitInOneStatement?<T>(
    work: (tx: Tx, nextChange: () => Promise<void>) => Promise<T>,
  ): Promise<OneStatementOutcome<T>>;
}

export interface Found<Room, Member> {
  room: Room | undefined;
  actor: Member | undefined;
}

/** Every event a live room sends names its room; versioned ones also carry the version they lead to. */
export interface LiveEvent {
  type: string;
  roomId: string;
}
export type VersionedOf<Event> = Extract<Event, { version: number }>;
export type NoticeOf<Event> = Exclude<Event, { version: number }>;
/** An event as a handler writes it: the engine adds the room id and the version. */
export type Unstamped<Event> = Event extends unknown ? Omit<Event, 'roomId' | 'version'> : never;

/**
 * How a kind hides a secret event from everyone but the person it belongs to, by event type. An
 * event without an entry here cannot be sent as a secret.
 */
export type Redactions<Event extends LiveEvent> = Partial<{
  [Type in VersionedOf<Event>['type']]: (
    event: Extract<VersionedOf<Event>, { type: Type }>,
  ) => VersionedOf<Event>;
}>;

export interface ChangeContext<Tx, Room, Member, Patch, Event extends LiveEvent> {
  tx: Tx;
  room: Room;
  /** Null only for system actions (a timer running out). */
  actor: Member | null;
  /**
   * Whether any of these people is in the room (online, or gone for less than the grace period).
   * Asking may be a round trip to every instance: rules ask last, and only about who they need.
   */
  anyPresent(userIds: readonly string[]): Promise<boolean>;
  now: Date;
  /** A change everyone in the audience may see, stamped with the room and the next version; the version moves. */
  emit(audience: Audience, event: Unstamped<VersionedOf<Event>>): void;
  /** Something that is not a change of the room's state (the room closed for someone). */
  notify(audience: Audience, event: Unstamped<NoticeOf<Event>>): void;
  /**
   * A change whose content only `visibleTo` may see: their tabs get it whole, everyone else in
   * the room gets the kind's redaction of it, first.
   */
  emitSecret(event: Unstamped<VersionedOf<Event>>, visibleTo: string): void;
  patchRoom(patch: Partial<Patch>): void;
  after(aftermath: Unstamped<Aftermath>): void;
  /** Marks the change as made even without a room field patch, so the version moves. */
  touch(): void;
  /**
   * The change made the acting person's membership (a first visit): it leaves them as its actor,
   * so the room can be remembered with them.
   */
  joined(member: Member): void;
}

export interface ChangeOptions {
  roomId: string;
  /** Null for system actions. */
  userId: string | null;
  /** Who is in the room; nobody when the change cannot know (a system action). */
  anyPresent?: (userIds: readonly string[]) => Promise<boolean>;
  /** Joining makes the membership, so it runs before one exists. */
  requireMember?: boolean;
  /**
   * The change may go to the store's `commitInOneStatement`: it decides nothing on what its writes
   * report, and it writes only when it moves the version, so its last write is the guard.
   */
  oneStatement?: boolean;
}

/** The room and the actor as this instance last committed them: tried first instead of reading them. */
export interface ChangeGuess<Room, Member> {
  room: Room;
  actor: Member;
}

export interface ChangeHooks<Tx, Room, Member> {
  guess?: ChangeGuess<Room, Member>;
  /**
   * The read the change starts from when nothing is guessed, instead of the store's room and actor:
   * for work that needs more read with them, in the same round trip (a join's first-visit checks).
   */
  find?(tx: Tx): Promise<Found<Room, Member>>;
  /**
   * After the commit: the room as it is now (its version moved if the change did), the actor, and
   * the version the change started from.
   */
  onCommit?(room: Room, actor: Member | null, from: number): void;
}

class VersionMoved extends Error {}
/** A guessed room refused the change or found nothing to do: the database may say otherwise. */
class GuessRefused extends Error {}

const nobodyPresent = async () => false;

const refusedByGuess = (error: unknown): never => {
  throw error instanceof LiveCommandError ? new GuessRefused() : error;
};

/** A change in one statement where the store can, else in a transaction. */
async function commitInOneStatement<Tx, T>(
  store: Pick<ChangeStore<Tx, never, never, never>, 'transaction' | 'commitInOneStatement'>,
  work: (tx: Tx) => Promise<T>,
): Promise<T> {
  const answer = await store.commitInOneStatement?.(work);
  if (answer?.committed) return answer.value;
  if (answer?.reason === 'guardMissed') throw new VersionMoved();
  return store.transaction(work);
}

async function findRoomAndActor<Tx, Room extends LiveRoot, Member, Patch>(
  store: ChangeStore<Tx, Room, Member, Patch>,
  tx: Tx,
  { roomId, userId }: ChangeOptions,
): Promise<Found<Room, Member>> {
  if (userId && store.findRoomWithMember) return store.findRoomWithMember(tx, roomId, userId);
  const room = await store.findRoom(tx, roomId);
  return { room, actor: room && userId ? await store.findMember(tx, room, userId) : undefined };
}

/** A change applied to a room and not committed: what it patched, said and left for after. */
export interface AppliedChange<Member, Patch, Event> {
  /** Whether the version moves: something was patched, touched or announced. */
  changed: boolean;
  patch: Partial<Patch>;
  /** The actor, or the membership the change made for them. */
  actor: Member | null;
  /** Its events and aftermath, at the version it leads to (the room's own when nothing changed). */
  outcome: ChangeOutcome<Event>;
}

/** Runs a change's handler on a room as given, collecting what it does; nothing is committed here. */
export async function applyChange<Tx, Room extends LiveRoot, Member, Patch, Event extends LiveEvent>(
  redactions: Redactions<Event>,
  options: ChangeOptions,
  apply: (ctx: ChangeContext<Tx, Room, Member, Patch, Event>) => Promise<void>,
  tx: Tx,
  room: Room,
  actor: Member | null,
): Promise<AppliedChange<Member, Patch, Event>> {
  const outgoing: Outgoing<Event>[] = [];
  const aftermath: Aftermath[] = [];
  let patch: Partial<Patch> = {};
  let changed = false;
  const nextVersion = room.version + 1;
  // The one place events get their room id and version; the unions are too wide for TS to follow
  // a spread through, hence the casts. A versioned event announces a change, so sending one moves
  // the version.
  const stamp = (event: Unstamped<VersionedOf<Event>>) => {
    changed = true;
    return { ...event, roomId: room.id, version: nextVersion } as unknown as VersionedOf<Event>;
  };
  const push = (audience: Audience, event: Event) => outgoing.push({ roomId: room.id, audience, event });
  await apply({
    tx,
    room,
    actor,
    anyPresent: options.anyPresent ?? nobodyPresent,
    now: new Date(),
    emit: (audience, event) => push(audience, stamp(event)),
    notify: (audience, event) => push(audience, { ...event, roomId: room.id } as unknown as Event),
    emitSecret: (event, visibleTo) => {
      const whole = stamp(event);
      const redact = redactions[whole.type as VersionedOf<Event>['type']] as
        ((secret: VersionedOf<Event>) => VersionedOf<Event>) | undefined;
      if (!redact) throw new Error(`No redaction for the secret event ${whole.type}`);
      push({ kind: 'roomExceptMember', userId: visibleTo }, redact(whole));
      push({ kind: 'member', userId: visibleTo }, whole);
    },
    patchRoom: (more) => {
      patch = { ...patch, ...more };
      changed = true;
    },
    after: (item) => aftermath.push({ ...item, roomId: room.id } as Aftermath),
    touch: () => {
      changed = true;
    },
    joined: (member) => {
      actor = member;
    },
  });
  return {
    changed,
    patch,
    actor,
    outcome: { version: changed ? nextVersion : room.version, outgoing, aftermath },
  };
}

const RETRY_BASE_DELAY_MS = 2;
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Runs one change to a room in a transaction, moving the room's version only if nobody else did
 * in between. On a clash it rolls back and retries with fresh data after a jittered pause, at most
 * TRANSACTION_RETRY_LIMIT times. Events and aftermath are returned, never sent: they only exist
 * once the transaction has committed.
 *
 * A guess saves reading the room and the actor: the version check proves it was still true when
 * the change commits, and a guess that refuses the change or finds nothing to do is tried again
 * on what the database holds, so a stale guess can cost a retry, never a wrong answer.
 */
export async function runChange<Tx, Room extends LiveRoot, Member, Patch, Event extends LiveEvent>(
  store: ChangeStore<Tx, Room, Member, Patch>,
  redactions: Redactions<Event>,
  options: ChangeOptions,
  apply: (ctx: ChangeContext<Tx, Room, Member, Patch, Event>) => Promise<void>,
  hooks: ChangeHooks<Tx, Room, Member> = {},
): Promise<ChangeOutcome<Event>> {
  let guess = hooks.guess;
  for (let attempt = 1; attempt <= TRANSACTION_RETRY_LIMIT; attempt += 1) {
    const guessed = guess !== undefined;
    try {
      const once = async (tx: Tx) => {
        const found = guess ?? (await (hooks.find ? hooks.find(tx) : findRoomAndActor(store, tx, options)));
        const { room } = found;
        if (!room) throw refuse('NOT_FOUND', 'This room does not exist, or it was deleted');
        const actor = found.actor ?? null;
        if (options.userId && !actor && options.requireMember !== false)
          throw refuse('NOT_MEMBER', 'Join the room first');

        const applying = applyChange(redactions, options, apply, tx, room, actor);
        const applied = await (guessed ? applying.catch(refusedByGuess) : applying);
        if (!applied.changed) {
          if (guessed) throw new GuessRefused();
          return { outcome: applied.outcome, room, actor: applied.actor, from: room.version };
        }
        if (!(await store.commitVersion(tx, room, applied.patch))) throw new VersionMoved();
        const now = store.patched?.(room, applied.patch, applied.outcome.version) ?? room;
        return { outcome: applied.outcome, room: now, actor: applied.actor, from: room.version };
      };
      const { outcome, room, actor, from } = await (options.oneStatement
        ? commitInOneStatement(store, once)
        : store.transaction(once));
      hooks.onCommit?.(room, actor, from);
      return outcome;
    } catch (error) {
      if (error instanceof GuessRefused || (guessed && error instanceof VersionMoved)) {
        // A stale guess is not a clash with anyone: read the room and go again at once.
        guess = undefined;
        continue;
      }
      if (!(error instanceof VersionMoved) && !store.isClash?.(error)) throw error;
      await pause(RETRY_BASE_DELAY_MS * attempt * Math.random());
    }
  }
  throw refuse('CONFLICT', 'The room is changing too fast right now. Try again in a moment');
}
