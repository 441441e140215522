import type { Server } from 'socket.io';
import type { PresenceEvent } from '../../shared/protocol/live-protocol';
import { runChange, type ChangeOutcome, type ChangeOptions, type Found } from './change-runner';
import { kindChannels } from './channels';
import { LiveCommandError } from './errors';
import { dispatch } from './handlers';
import type { JoinEntry, KindContext, KindTypes, LiveKind, LivePresence } from './kind';
import { createPublisher } from './publisher';
import { createKeyedQueue, keyedGroups } from '../lib/keyed-queue';
import { commitBatch } from './change-batch';
import { createHotRooms } from './hot-rooms';
import { createHotNotices } from './hot-notices';
import { nextGroup } from './hot-groups';
import { gatheredLoad } from '../lib/gathered-load';

/** At most this many of a room's hot changes are committed together; more go in the next statement. */
export const HOT_BATCH_MAX_CHANGES = 32;

export interface EngineDeps {
  io: Server;
  presence: LivePresence;
  /** Other instances share the rooms (Redis); `ready` while they can be told of changes. */
  cluster?: { ready(): boolean };
  onTimerError(error: unknown, roomId: string): void;
  /** Open team pages, told of a committed change they show; none where no kind has teams. */
  teamNews?(teamId: string): void;
}

/**
 * `isHot`: the change is a hot command's, which may start from the room as remembered;
 * `together`: it may be committed with others waiting for the room (see the handlers' `together`);
 * `keeps`: it leaves the room remembered (hot commands do too), where any other change forgets it;
 * `find`: what it reads first instead of the room and the actor; committed with others, it is
 * told how many first visits before it its read cannot see (`commitBatch`).
 */
interface ChangeKind<T extends KindTypes> {
  isHot: boolean;
  together?: boolean;
  keeps: boolean;
  find?: (tx: T['tx'], firstVisitsBefore?: number) => Promise<Found<T['room'], T['member']>>;
}

/** A change waiting for its room's turn with others (a hot command, a first visit), and its caller's answer. */
interface HotChange<T extends KindTypes> {
  options: ChangeOptions & { userId: string };
  apply: (ctx: KindContext<T>) => Promise<void>;
  how: ChangeKind<T>;
  resolve(outcome: ChangeOutcome<T['event']>): void;
  reject(error: unknown): void;
}

/**
 * One kind of live room running on the engine. Every change goes through `runChange` and is
 * published as soon as it commits, so no caller (socket, HTTP route, account deletion) can forget
 * to tell the room.
 */
export function createLiveEngine<T extends KindTypes>(kind: LiveKind<T>, deps: EngineDeps) {
  const channels = kindChannels(kind.name);
  // A secret without a redaction would reach everyone whole: refuse the kind before it serves anyone.
  const redacted = new Set<string>(Object.keys(kind.redactions));
  const unredacted = kind.secretEvents.filter((type) => !redacted.has(type));
  if (unredacted.length > 0) {
    throw new Error(`The ${kind.name} kind has no redaction for its secret events: ${unredacted.join(', ')}`);
  }

  // Changes to one room wait for each other on this instance instead of colliding on its version
  // and rolling back (on Postgres, a third of the votes in a busy room did); other rooms go on.
  const oneAtATime = createKeyedQueue();
  const hot = createHotRooms<T['room'], T['member']>();
  const declared = Object.entries<{ hot?: true; together?: true; keepsMembers?: true }>(kind.handlers);
  const hotTypes = new Set(declared.flatMap(([type, handler]) => (handler.hot ? [type] : [])));
  const togetherTypes = new Set(
    declared.flatMap(([type, handler]) => (handler.hot && handler.together ? [type] : [])),
  );
  const keepingTypes = new Set(
    declared.flatMap(([type, handler]) => (handler.hot || handler.keepsMembers ? [type] : [])),
  );
  const notices = deps.cluster && createHotNotices<T['room']>(deps.io, kind.name, deps.cluster, hot.follow);

  const runOne = (
    options: ChangeOptions,
    apply: (ctx: KindContext<T>) => Promise<void>,
    { isHot, keeps, find }: ChangeKind<T>,
  ) =>
    runChange(kind.store, kind.redactions, options, apply, {
      find,
      guess: isHot && options.userId ? hot.guess(options.roomId, options.userId) : undefined,
      onCommit: (room, actor, from) => {
        if (!keeps || !kind.store.patched) return hot.forget(options.roomId);
        hot.remember(room, actor, from);
        if (room.version !== from) notices?.tell(room, from);
      },
    });

  /**
   * A room's hot changes that arrive while it is busy wait together, and then commit together (in
   * one statement on Postgres): ten people voting at once cost one commit, and their events leave
   * in the same turn, each person's together in one frame. Someone's second change waits for the
   * next commit, and the others after it do not.
   */
  async function runHotGroup(roomId: string, waiting: HotChange<T>[]): Promise<void> {
    for (let rest = waiting; rest.length > 0;) {
      const { group, later } = nextGroup(rest, (item) => item.options.userId, HOT_BATCH_MAX_CHANGES);
      rest = later;
      if (group.length > 1 && (await commitTogether(roomId, group))) continue;
      for (const item of group)
        await runOne(item.options, item.apply, item.how).then(item.resolve, item.reject);
    }
  }

  async function commitTogether(roomId: string, group: HotChange<T>[]): Promise<boolean> {
    const changes = group.map(({ options, apply, how }) => ({
      options,
      apply,
      actor: how.isHot ? hot.guess(roomId, options.userId)?.actor : undefined,
      find: how.find,
    }));
    const start = { roomId, remembered: hot.room(roomId) };
    const committed = await commitBatch(kind.store, kind.redactions, start, changes);
    if (!committed) return false;
    group.forEach((item, index) => {
      const now = committed.rooms[index]!;
      hot.remember(now, committed.actors[index]!, now.version - 1);
      item.resolve(committed.outcomes[index]!);
    });
    // Their events are sent once the callers hear back, after this.
    notices?.tell(committed.rooms.at(-1)!, committed.rooms[0]!.version - 1);
    return true;
  }

  const hotGroups = keyedGroups(oneAtATime, runHotGroup);
  // First visits committed together (`commitBatch` asks for them at once) are read together.
  const joinRead = gatheredLoad((tx: T['tx'], roomId, userIds) => kind.joinRead(tx, roomId, userIds));

  const change = (
    options: ChangeOptions,
    apply: (ctx: KindContext<T>) => Promise<void>,
    how: ChangeKind<T> = { isHot: false, keeps: false },
  ): Promise<ChangeOutcome<T['event']>> => {
    const { roomId, userId } = options;
    if (how.together && userId && kind.store.patched) {
      return new Promise((resolve, reject) =>
        hotGroups.add(roomId, { options: { ...options, userId }, apply, how, resolve, reject }),
      );
    }
    // What comes after this change waits for it, hot or not.
    hotGroups.close(roomId);
    return oneAtATime(roomId, () => runOne(options, apply, how));
  };

  /** The countdown's change, or nothing when its room has gone meanwhile. */
  async function timerEnded(roomId: string, endsAt: string): Promise<ChangeOutcome<T['event']> | null> {
    try {
      return await change({ roomId, userId: null }, (ctx) => kind.timerEnded(ctx, endsAt));
    } catch (error) {
      if (error instanceof LiveCommandError && error.code === 'NOT_FOUND') return null;
      throw error;
    }
  }

  const publisher = createPublisher<T['event'] | PresenceEvent>({
    io: deps.io,
    eventName: kind.wire.event,
    channels,
    announcePresence: (roomId, gone) => deps.presence.announce(roomId, gone),
    roomSockets: (roomId) => deps.presence.sockets(roomId),
    clusterReady: () => deps.cluster?.ready() ?? true,
    timerEnded,
    onTimerError: deps.onTimerError,
    teamNews: (teamId) => deps.teamNews?.(teamId),
  });

  async function execute(userId: string, command: T['command']): Promise<ChangeOutcome<T['event']>> {
    const outcome = await change(
      {
        roomId: command.roomId,
        userId,
        anyPresent: (userIds) => deps.presence.anyPresent(command.roomId, userIds),
        oneStatement: hotTypes.has(command.type),
      },
      (ctx) => dispatch(kind.handlers, ctx, command),
      {
        isHot: hotTypes.has(command.type),
        together: togetherTypes.has(command.type),
        keeps: keepingTypes.has(command.type),
      },
    );
    await publisher.publish(outcome);
    return outcome;
  }

  function snapshot(userId: string, roomId: string): Promise<T['snapshot']> {
    return kind.snapshot(userId, roomId, () => deps.presence.shown(roomId));
  }

  /**
   * Opens the room for a user: the membership is made (or the visit noted), `attach` puts the
   * user's socket (`socketId`) in the room's channels, and only then does the room hear of it, so
   * the newcomer misses nothing between the change and their snapshot. That socket itself is not
   * told: the snapshot it is answered with is read after, and holds the change and the presence.
   */
  async function join(
    userId: string,
    roomId: string,
    socketId: string,
    attach: () => Promise<void>,
    entry: JoinEntry = {},
  ): Promise<T['snapshot']> {
    // A reconnect storm is mostly people coming back: one statement each, not a transaction. A
    // first visit only adds the joiner's membership, so the room stays remembered with them in it
    // and their first vote need not read it again.
    let visit: T['visit'];
    let joiningBefore = 0;
    const outcome = (await kind.revisit(userId, roomId))
      ? { version: 0, outgoing: [], aftermath: [] }
      : await change(
          { roomId, userId, requireMember: false, oneStatement: true },
          (ctx) => kind.join(ctx, userId, visit, joiningBefore, entry),
          {
            isHot: false,
            // People opening a room at once (a meeting starting) are made members together, and the
            // room hears of them in one frame each, not one per newcomer.
            together: true,
            keeps: true,
            // Read again on every attempt, so a retried join checks what is there then.
            find: async (tx, firstVisitsBefore = 0) => {
              const read = await joinRead(tx, roomId, userId);
              visit = read.visit;
              joiningBefore = firstVisitsBefore;
              return read;
            },
          },
        );
    await attach();
    // Presence travels as changes from what the room was last told, which a newcomer was not: their
    // snapshot's online list is read after the announcement, so it is never older than it.
    const arrived = await deps.presence.arrival(roomId);
    const announced = arrived ? [{ roomId, audience: { kind: 'room' as const }, event: arrived }] : [];
    await publisher.arrive({ ...outcome, outgoing: [...outcome.outgoing, ...announced] }, socketId);
    const view = await snapshot(userId, roomId);
    // A countdown started before a restart, or on an instance that has gone, is picked up here.
    const endsAt = kind.pendingTimer(view);
    if (endsAt) publisher.scheduleTimer(roomId, endsAt);
    return view;
  }

  async function ephemeral(userId: string, command: T['ephemeral']): Promise<void> {
    publisher.deliver([await kind.ephemeral(userId, command)]);
  }

  /** Before an account goes: each of its rooms is left or deleted, and everyone inside is told. */
  async function releaseUser(userId: string): Promise<void> {
    for (const command of await kind.releases(userId)) await execute(userId, command);
  }

  return { kind, channels, execute, join, snapshot, ephemeral, releaseUser, stop: publisher.stop };
}

export type LiveEngine<T extends KindTypes> = ReturnType<typeof createLiveEngine<T>>;
