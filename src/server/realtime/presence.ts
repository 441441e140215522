import type { Server } from 'socket.io';
import type { PresenceEvent } from '../../shared/protocol/live-protocol';
import type { SocketData } from './socket-server';
import type { KindChannels } from '../live/channels';
import { socketsEverywhere } from './cluster-sockets';

/** A closed tab stays online this long, so a reload or a short network blip does not flicker. */
export const PRESENCE_GRACE_MS = 2_000;
/** How often each instance re-checks its rooms, so a crashed instance's users turn offline. */
export const PRESENCE_SWEEP_MS = 3_000;
/**
 * After the other instances left the question of who is in some rooms unanswered (one of an older
 * version, during a rolling upgrade), their sockets are fetched room by room for this long instead.
 */
const PRESENCE_OLD_WAY_MS = 60_000;

/**
 * Presence is derived, never stored: a member is online while at least one of their sockets, on
 * any instance, is in the room. With the Redis adapter fetchSockets asks every live instance.
 */
export function createPresence(
  io: Server,
  options: {
    clustered: boolean;
    /** Whether the other instances can be asked now; while not, this instance answers alone. */
    clusterReady?: () => boolean;
    channels: KindChannels;
    eventName: string;
  },
) {
  const { clustered, channels, eventName } = options;
  const clusterReady = options.clusterReady ?? (() => clustered);
  let stopped = false;
  const syncEvent = `presence:announced:${channels.kind}`;
  const whoEvent = `presence:who:${channels.kind}`;
  let oldWayUntil = 0;
  /** What each room's clients were last told, by this instance or (clustered) by any other. */
  const lastSent = new Map<string, string>();
  const unconfirmed = new Map<string, string>();

  function remember(roomId: string, key: string): void {
    lastSent.set(roomId, key);
    unconfirmed.delete(roomId);
  }
  if (clustered) {
    io.on(syncEvent, (roomId: string, key: string) => remember(roomId, key));
    io.on(whoEvent, (roomIds: unknown, answer: unknown) => {
      if (!Array.isArray(roomIds) || typeof answer !== 'function') return;
      const here: Record<string, string[]> = {};
      for (const roomId of roomIds) if (typeof roomId === 'string') here[roomId] = localUsers(roomId);
      (answer as (users: Record<string, string[]>) => void)(here);
    });
  }

  /**
   * Every socket in the room, from this instance alone while Redis is away: a command never waits
   * on a missing Redis (it waited 10 s and more), and presence catches up by sweeps.
   */
  function sockets(roomId: string) {
    return socketsEverywhere(io, () => clustered && clusterReady() && !stopped, channels.room(roomId));
  }

  /**
   * Who is in each of these rooms, on every instance that answers in time (this one's alone while
   * Redis is away): one question to the others for all the rooms, answered with user ids, where
   * fetching their sockets asked once per room and carried every socket's handshake back. Left
   * unanswered, the question gives way to fetching the sockets for a while, which instances of an
   * older version answer too.
   */
  async function onlineIn(roomIds: readonly string[]): Promise<Map<string, Set<string>>> {
    const users = new Map(roomIds.map((roomId) => [roomId, new Set(localUsers(roomId))]));
    if (roomIds.length === 0 || !clustered || !clusterReady() || stopped) return users;
    if (Date.now() >= oldWayUntil) {
      const answers: unknown[] | null = await io.serverSideEmitWithAck(whoEvent, roomIds).catch(() => null);
      if (answers) {
        for (const answer of answers) {
          for (const [roomId, userIds] of Object.entries(answer as Record<string, unknown>)) {
            const inRoom = users.get(roomId);
            if (inRoom && Array.isArray(userIds)) for (const userId of userIds) inRoom.add(String(userId));
          }
        }
        return users;
      }
      oldWayUntil = Date.now() + PRESENCE_OLD_WAY_MS;
    }
    for (const roomId of roomIds) {
      for (const socket of await sockets(roomId)) users.get(roomId)!.add((socket.data as SocketData).user.id);
    }
    return users;
  }

  async function online(roomId: string): Promise<Set<string>> {
    return (await onlineIn([roomId])).get(roomId)!;
  }

  const told = (roomId: string) => lastSent.get(roomId)?.split(',').filter(Boolean) ?? [];

  /** What the room was last told, and who has a socket in it here: read at once, asking nobody. */
  const toldAndHere = (roomId: string) => new Set([...told(roomId), ...localUsers(roomId)]);

  /**
   * Who the room shows as online: what everyone in it was last told (by any instance), with this
   * instance's own sockets, whose arrivals it tells itself. Someone on their way back within the
   * grace period stays shown, and the announcement after it, or the sweep, takes them off if they
   * are not. A room never told is asked of every instance. A newcomer's snapshot is this, so the
   * changes announced after it apply to it as to what everyone else sees, and a join need not wait
   * for the other instances to answer.
   */
  async function shown(roomId: string): Promise<Set<string>> {
    return lastSent.has(roomId) ? toldAndHere(roomId) : online(roomId);
  }

  /**
   * Whether any of these people counts as in the room for a rule such as auto-reveal: online now,
   * or online when the room was last told (a closed tab is only announced after the grace period,
   * so a reload or a short network drop never makes someone count as gone). The last announcement
   * and this instance's sockets usually answer; only when neither has them are the other
   * instances asked, which on a vote means once a round instead of on every vote.
   */
  async function anyPresent(roomId: string, userIds: readonly string[]): Promise<boolean> {
    if (userIds.length === 0) return false;
    const toldOnline = new Set(told(roomId));
    if (userIds.some((userId) => toldOnline.has(userId))) return true;
    const hereUsers = new Set(localUsers(roomId));
    if (userIds.some((userId) => hereUsers.has(userId))) return true;
    if (!clustered) return false;
    const everywhere = await online(roomId);
    return userIds.some((userId) => everywhere.has(userId));
  }

  /** What changed since the room was last told; everyone, when that is not known here. */
  function presenceChange(roomId: string, users: Set<string>): PresenceEvent {
    const told = lastSent.get(roomId);
    const now = [...users].sort();
    if (told === undefined) return { type: 'presence', roomId, online: now, offline: [], whole: true };
    const before = new Set(told.split(',').filter(Boolean));
    const offline = [...before].filter((userId) => !users.has(userId));
    return {
      type: 'presence',
      roomId,
      online: now.filter((userId) => !before.has(userId)),
      offline,
      whole: false,
    };
  }

  const keyOf = (users: Set<string>) => [...users].sort().join(',');

  /**
   * What to tell the room, on every instance, of what changed since it was last told, or null when
   * nothing did; from here on the room counts as told.
   */
  function toTell(roomId: string, users: Set<string>): PresenceEvent | null {
    const key = keyOf(users);
    if (lastSent.get(roomId) === key) return null;
    const event = presenceChange(roomId, users);
    remember(roomId, key);
    if (clustered) io.serverSideEmit(syncEvent, roomId, key);
    return event;
  }

  function tell(roomId: string, users: Set<string>): void {
    const event = toTell(roomId, users);
    if (event) io.to(channels.room(roomId)).emit(eventName, event);
  }

  /** Who came online and who went: after a grace period, or when someone was made to leave (`gone`). */
  async function announce(roomId: string, gone: readonly string[] = []): Promise<void> {
    const users = await online(roomId);
    for (const userId of gone) users.delete(userId);
    tell(roomId, users);
  }

  /** Who has a socket in the room on this instance, read at once. */
  function localUsers(roomId: string): string[] {
    const namespace = io.of('/');
    const socketIds = namespace.adapter.rooms.get(channels.room(roomId)) ?? [];
    return [...socketIds].flatMap((id) => {
      const socket = namespace.sockets.get(id);
      return socket ? [(socket.data as SocketData).user.id] : [];
    });
  }

  /**
   * Someone opened the room: who came online, and nobody gone, for the caller to send with the
   * rest of the arrival (one frame to each person, not two). After a network blip everyone comes
   * back one by one, and the first back must not tell the room that the others left: they are
   * within their grace period, and once all are back the room has heard nothing at all.
   * Once the room has been told anything, that and this instance's sockets are all it takes (the
   * other instances' arrivals are told by them), read without waiting, so nothing the room does
   * meanwhile is sent ahead of the arrival; a room never told gets the whole list, from everywhere.
   */
  async function arrival(roomId: string): Promise<PresenceEvent | null> {
    if (!lastSent.has(roomId)) return toTell(roomId, await online(roomId));
    return toTell(roomId, toldAndHere(roomId));
  }

  function announceAfterGrace(roomId: string): void {
    setTimeout(() => {
      if (!stopped) void announce(roomId).catch(() => undefined);
    }, PRESENCE_GRACE_MS).unref();
  }

  /**
   * Each instance looks after its own sockets: it tells them when their room's presence moved and
   * stayed moved for two sweeps in a row, which keeps the grace period for tabs that come back.
   */
  async function sweep(): Promise<void> {
    const localRooms = new Set(
      [...io.of('/').adapter.rooms.keys()].filter(channels.isRoom).map(channels.roomIdOf),
    );
    for (const known of lastSent.keys()) if (!localRooms.has(known)) lastSent.delete(known);
    const everyone = await onlineIn([...localRooms]);
    for (const [roomId, users] of everyone) {
      const key = keyOf(users);
      if (lastSent.get(roomId) === key) {
        unconfirmed.delete(roomId);
      } else if (unconfirmed.get(roomId) === key) {
        const event = presenceChange(roomId, users);
        remember(roomId, key);
        io.local.to(channels.room(roomId)).emit(eventName, event);
      } else {
        unconfirmed.set(roomId, key);
      }
    }
  }

  let sweeping = false;
  const timer = setInterval(() => {
    if (sweeping) return;
    sweeping = true;
    sweep()
      .catch(() => undefined)
      .finally(() => {
        sweeping = false;
      });
  }, PRESENCE_SWEEP_MS);
  timer.unref();

  return {
    sockets,
    online,
    shown,
    anyPresent,
    announce,
    arrival,
    announceAfterGrace,
    /** At shutdown, before Redis closes: no sweep or late announcement asks the cluster after it. */
    stop: () => {
      stopped = true;
      clearInterval(timer);
    },
  };
}
export type PresenceTracker = ReturnType<typeof createPresence>;
