import type { FastifyBaseLogger } from 'fastify';
import type { Server, Socket } from 'socket.io';
import type { KindChannels } from '../live/channels';
import { memberKey, type RoomMember } from '../live/kind';
import type { SocketData } from './socket-server';

/** How often an instance cut off from the others checks its sockets, and how soon after Redis is back. */
export const AUDIT_INTERVAL_MS = 2_000;

/** What the audit needs of one kind of live room. */
export interface AuditedKind {
  channels: KindChannels;
  /** The socket event its pages hear events on. */
  eventName: string;
  stillMembers(pairs: readonly RoomMember[]): Promise<ReadonlySet<string>>;
}

export interface SocketAuditOptions {
  /** Whether other instances share the rooms (Redis); a lone instance misses nothing. */
  clustered: boolean;
  clusterReady(): boolean;
  /** Which of these sessions still exist and have not expired. */
  liveSessions(sessionIds: readonly string[]): Promise<ReadonlySet<string>>;
  log: FastifyBaseLogger;
}

/**
 * Removals, bans and sign-outs reach the sockets of other instances through Redis. While Redis is
 * away (or blinks), an instance misses them: a removed member's tab would go on hearing the room,
 * a banned person's tab go on voting. So an instance that cannot reach the others checks its own
 * sockets against the database every AUDIT_INTERVAL_MS, and once more when Redis is back: a socket
 * whose session ended is disconnected, one in a room its person no longer belongs to leaves it and
 * is told it was removed.
 */
export function socketAudit(io: Server, options: SocketAuditOptions) {
  const kinds: AuditedKind[] = [];

  async function audit(): Promise<void> {
    const sockets = [...io.of('/').sockets.values()];
    const userOf = (socket: Socket) => (socket.data as SocketData).user;
    const sessions = await options.liveSessions([
      ...new Set(sockets.map((socket) => userOf(socket).sessionId)),
    ]);
    const stayed: Socket[] = [];
    for (const socket of sockets) {
      if (sessions.has(userOf(socket).sessionId)) stayed.push(socket);
      else {
        options.log.info(
          { userId: userOf(socket).id, socketId: socket.id },
          'live connection of an ended session closed',
        );
        socket.disconnect(true);
      }
    }
    for (const kind of kinds) {
      const held = stayed.flatMap((socket) =>
        [...socket.rooms]
          .filter((channel) => kind.channels.isRoom(channel))
          .map((channel) => ({ socket, roomId: kind.channels.roomIdOf(channel), userId: userOf(socket).id })),
      );
      if (held.length === 0) continue;
      const members = await kind.stillMembers(held);
      for (const { socket, roomId, userId } of held) {
        if (members.has(memberKey({ roomId, userId }))) continue;
        options.log.info(
          { userId, roomId, kind: kind.channels.kind },
          'live connection left a room it no longer belongs to',
        );
        for (const channel of [...socket.rooms])
          if (kind.channels.belongsTo(channel, roomId)) void socket.leave(channel);
        socket.emit(kind.eventName, { type: 'room.closed', roomId, reason: 'removed' });
      }
    }
  }

  // Owed from the moment the others cannot be reached until an audit after they can be again.
  let owed = false;
  let running = false;
  const timer = options.clustered
    ? setInterval(() => {
        const ready = options.clusterReady();
        if (!ready) owed = true;
        if (!owed || running) return;
        running = true;
        audit()
          .then(() => {
            if (ready) owed = false;
          })
          .catch((error: unknown) =>
            options.log.warn({ err: error }, 'live connections could not be checked'),
          )
          .finally(() => (running = false));
      }, AUDIT_INTERVAL_MS)
    : undefined;
  timer?.unref();

  return {
    add(kind: AuditedKind): void {
      kinds.push(kind);
    },
    stop(): void {
      clearInterval(timer);
    },
  };
}
