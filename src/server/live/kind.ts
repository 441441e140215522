import type { z } from 'zod';
import type { RoleHolder } from '../../shared/domain/roles';
import type { LiveJoinCommand, LiveSyncCommand, PresenceEvent } from '../../shared/protocol/live-protocol';
import type {
  ChangeContext,
  ChangeStore,
  Found,
  LiveEvent,
  LiveRoot,
  Outgoing,
  Redactions,
} from './change-runner';
import type { HandlerTable } from './handlers';

/** The types one kind of live room is made of, bundled so the engine takes one parameter. */
export interface KindTypes {
  tx: unknown;
  room: LiveRoot & { ownerId: string | null };
  member: RoleHolder;
  patch: object;
  event: LiveEvent;
  /** Commands that change a room, each with a handler. */
  command: { type: string; roomId: string };
  /** Commands that change nothing and are only passed on to who is there now (an emoji). */
  ephemeral: { type: string; roomId: string };
  snapshot: { version: number };
  /** What a first visit checks before it makes the membership, read with the room (`joinRead`). */
  visit: unknown;
}

export type KindContext<T extends KindTypes> = ChangeContext<
  T['tx'],
  T['room'],
  T['member'],
  T['patch'],
  T['event']
>;
export type KindHandlers<T extends KindTypes> = HandlerTable<T['command'], KindContext<T>, T['member']>;
/** Everything a client may send on the kind's command event. */
export type KindClientCommand<T extends KindTypes> =
  LiveJoinCommand | LiveSyncCommand | T['command'] | T['ephemeral'];

/**
 * Everything the engine needs to know about one kind of live room (estimation, retro). The engine
 * brings transactions, versions, policies, delivery, timers and presence; the kind brings its rules.
 */
/** What a join carries besides who is joining: a room's passcode, and the key of the link followed. */
export interface JoinEntry {
  passcode?: string;
  key?: string;
}

export interface LiveKind<T extends KindTypes> {
  /** Names the kind's socket channels; unique among kinds. */
  name: string;
  /** The socket events its clients send commands on and hear events on. */
  wire: { command: string; event: string };
  /** A page built for another version is asked to reload. */
  protocolVersion: number;
  /** Parses what a client sends: join, sync, the kind's commands and its ephemeral ones. */
  commandSchema: z.ZodType<KindClientCommand<T>>;
  /** The command types that change nothing and go to `ephemeral` instead of a handler. */
  ephemeralTypes: ReadonlySet<string>;
  store: ChangeStore<T['tx'], T['room'], T['member'], T['patch']>;
  handlers: KindHandlers<T>;
  /** The events only their owner may see whole; each needs a redaction, or the kind is refused. */
  secretEvents: readonly T['event']['type'][];
  /** What everyone else sees of each secret event. */
  redactions: Redactions<T['event']>;
  /**
   * A member opening the room again: their visit stamped in one statement, outside any change (it
   * moves no version and tells nobody). False when they are not a member: the join's change decides.
   */
  revisit(userId: string, roomId: string): Promise<boolean>;
  /**
   * What the joins of people opening the room at once start from, one for each, in their order:
   * the room, the person's membership and what a first visit checks, read together (one round
   * trip where the database can), since nearly every join that gets this far is a first visit.
   */
  joinRead(
    tx: T['tx'],
    roomId: string,
    userIds: readonly string[],
  ): Promise<(Found<T['room'], T['member']> & { visit: T['visit'] })[]>;
  /**
   * Runs in a change when someone opens the room: makes the membership on a first visit (with what
   * `joinRead` read as `visit`) and names it with `ctx.joined`. It changes nothing else of the room
   * or its members, so the room stays remembered for hot commands. Fit for one statement
   * (`oneStatement`): it writes only with a version move and decides nothing on what a write reports.
   * `joiningBefore`: the people made members in the same commit before this one, whom `visit`,
   * read before any of them was written, does not count. `entry`: what the join carried, which a
   * room asks of newcomers (membership/member-handlers.ts).
   */
  join(
    ctx: KindContext<T>,
    userId: string,
    visit: T['visit'],
    joiningBefore: number,
    entry: JoinEntry,
  ): Promise<void>;
  /** What this user may see of the room now; refuses strangers. */
  snapshot(
    userId: string,
    roomId: string,
    online: () => Promise<ReadonlySet<string>>,
  ): Promise<T['snapshot']>;
  /** The end of a countdown in this snapshot that should end something, to schedule after a restart. */
  pendingTimer(snapshot: T['snapshot']): string | null;
  /** A countdown ran out; runs as the system, in a change. */
  timerEnded(ctx: KindContext<T>, endsAt: string): Promise<void>;
  /** Checks an ephemeral command and says what to pass on; nothing is stored. */
  ephemeral(userId: string, command: T['ephemeral']): Promise<Outgoing<T['event']>>;
  /** The commands that take this user out of each of their rooms, before their account goes. */
  releases(userId: string): Promise<T['command'][]>;
  /**
   * Which of these people are members of these rooms now (as `memberKey`s), in one read: how an
   * instance that may have missed a removal (Redis away) checks the sockets it holds.
   */
  stillMembers(pairs: readonly RoomMember[]): Promise<ReadonlySet<string>>;
}

export interface RoomMember {
  roomId: string;
  userId: string;
}

export const memberKey = ({ roomId, userId }: RoomMember): string => `${roomId}\n${userId}`;

/** Who is in a kind's rooms right now, across instances. */
export interface LivePresence {
  /** Online now, or told online and within the grace period: what a snapshot shows. */
  shown(roomId: string): Promise<ReadonlySet<string>>;
  /** Whether any of them is online now, or gone for less than the grace period: who a room's rules count as there. */
  anyPresent(roomId: string, userIds: readonly string[]): Promise<boolean>;
  /** `gone`: people known to have left, whose sockets on other instances may not have heard yet. */
  announce(roomId: string, gone?: readonly string[]): Promise<void>;
  /** Someone arrived: who came online, to send to the room (null when nobody did); the room counts as told. */
  arrival(roomId: string): Promise<PresenceEvent | null>;
  /** The room's sockets, on every instance that answers in time. */
  sockets(roomId: string): Promise<{ rooms: Set<string>; leave(channel: string): void }[]>;
}
