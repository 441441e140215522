import { databaseRefusal } from '../db/db-errors';
import type { FastifyBaseLogger } from 'fastify';
import type { Server, Socket } from 'socket.io';
import type { LiveAck, LiveJoinCommand, LiveSyncCommand } from '../../shared/protocol/live-protocol';
import { SERVER_CLOSING_EVENT } from '../../shared/protocol/live-rules';
import { sessionChannel, userChannel } from '../live/channels';
import type { LiveEngine } from '../live/engine';
import { LiveCommandError, refuse } from '../live/errors';
import type { KindClientCommand, KindTypes } from '../live/kind';
import { zodMessage } from '../lib/zod-message';
import { findInputProblem, inputProblemMessage } from '../lib/input-guard';
import { logSecurityEvent } from '../lib/security-log';
import type { TokenBucket } from '../lib/token-bucket';
import { liveLimits, type LiveLimitOptions } from '../lib/live-limits';
import type { Redis } from 'ioredis';
import type { PresenceTracker } from './presence';
import { passcodeAttempts } from './passcode-attempts';
import { socketAudit, type SocketAuditOptions } from './socket-audit';
import type { SocketData } from './socket-server';

const SHUTTING_DOWN_MESSAGE =
  'The server is restarting. Your page reconnects by itself; try again in a moment';
/**
 * After the commands under way are answered, how long a stopping instance still answers (as
 * "restarting") the commands sent before its notice reached the page: longer than a slow round trip.
 */
const LAST_CALL_MS = 500;

/** Who is connecting, as HTTP sees it: behind a trusted proxy, the address it forwarded. */
function clientAddress(socket: Socket, trustProxy: boolean): string {
  const forwarded = socket.handshake.headers['x-forwarded-for'];
  const first = (Array.isArray(forwarded) ? forwarded[0] : forwarded)?.split(',')[0]?.trim();
  return trustProxy && first ? first : socket.handshake.address;
}

type Ack<T extends KindTypes> = LiveAck<T['snapshot'], string>;
type Attach = (socket: Socket, userId: string, commands: TokenBucket) => void;

const isJoin = (command: { type: string }): command is LiveJoinCommand => command.type === 'room.join';
const isSync = (command: { type: string }): command is LiveSyncCommand => command.type === 'room.sync';

/**
 * The one socket hub: identity from the handshake, a rate limit, parsing with the kind's schema,
 * then join, sync, an ephemeral command or a change, each answered with an ack. It knows no kind:
 * each is served with its engine and presence, on its own pair of wire events.
 */
export function attachLiveGateway(
  io: Server,
  log: FastifyBaseLogger,
  observe: (kind: string, type: string, result: string, seconds: number) => void = () => undefined,
  options: {
    limits?: LiveLimitOptions;
    trustProxy?: boolean;
    /** Where each person's commands are also counted across instances. */
    limitStore?: Redis;
    /** How this instance checks its sockets while it cannot reach the others (socket-audit.ts). */
    audit?: Omit<SocketAuditOptions, 'log'>;
  } = {},
) {
  const limits = liveLimits(options.limits, options.limitStore);
  const passcodes = passcodeAttempts(options.limitStore, log);
  const kinds: Attach[] = [];
  const audit = options.audit && socketAudit(io, { ...options.audit, log });
  const clusterReady = () => options.audit?.clusterReady() ?? true;
  const stops: (() => void)[] = audit ? [audit.stop] : [];
  /** Commands being carried out: a shutdown lets them finish and answers before it hangs up. */
  const inFlight = new Set<Promise<unknown>>();
  let draining = false;

  // After the session check: counts each connection against its user and address, or refuses it.
  io.use((socket, next) => {
    const { user } = socket.data as SocketData;
    // Gone while its session was being read: never counted, so never to be released.
    if (socket.conn.readyState !== 'open') return next(new Error('CLOSED'));
    const address = clientAddress(socket, options.trustProxy ?? false);
    const over = limits.admit(user.id, address);
    if (over) {
      logSecurityEvent(log, 'live_connections_limited', { userId: user.id, ip: address, limit: over });
      return next(new Error('TOO_MANY_CONNECTIONS'));
    }
    // The transport's close always comes, even for a connection dropped before it finished joining.
    socket.conn.once('close', () => limits.release(user.id, address));
    return next();
  });

  io.on('connection', (socket) => {
    const { user } = socket.data as SocketData;
    // One log line per flood, not one per refused command: the log must not become the flood.
    let flooding = false;
    const commands: TokenBucket = {
      take() {
        const taken = limits.takeCommand(user.id);
        if (!taken && !flooding) {
          logSecurityEvent(log, 'live_rate_limited', {
            userId: user.id,
            socketId: socket.id,
            ip: clientAddress(socket, options.trustProxy ?? false),
          });
        }
        flooding = !taken;
        return taken;
      },
    };
    void socket.join([userChannel(user.id), sessionChannel(user.sessionId)]);
    for (const attach of kinds) attach(socket, user.id, commands);
  });

  function serve<T extends KindTypes>(engine: LiveEngine<T>, presence: PresenceTracker): void {
    const { kind, channels } = engine;
    const isEphemeral = (command: T['command'] | T['ephemeral']): command is T['ephemeral'] =>
      kind.ephemeralTypes.has(command.type);

    async function handle(socket: Socket, userId: string, command: KindClientCommand<T>): Promise<Ack<T>> {
      if (isJoin(command)) {
        if (command.protocol !== kind.protocolVersion) {
          throw refuse('UNSUPPORTED_PROTOCOL', 'This page is out of date. Reload to get the new version');
        }
        const { roomId, passcode, key } = command;
        const address = clientAddress(socket, options.trustProxy ?? false);
        if (passcode !== undefined) await passcodes.check(userId, address);
        const roomChannels = [channels.room(roomId), channels.member(roomId, userId)];
        try {
          const snapshot = await engine.join(
            userId,
            roomId,
            socket.id,
            async () => {
              await socket.join(roomChannels);
            },
            { passcode, key },
          );
          return { ok: true, version: snapshot.version, snapshot };
        } catch (error) {
          // Refused once the socket was in the room (removed in between, say): it must hear nothing more.
          for (const channel of roomChannels) void socket.leave(channel);
          if (error instanceof LiveCommandError && error.code === 'PASSCODE_WRONG')
            await passcodes.wrong(userId, address);
          throw error;
        }
      }
      if (isSync(command)) {
        const snapshot = await engine.snapshot(userId, command.roomId);
        return { ok: true, version: snapshot.version, snapshot };
      }
      if (isEphemeral(command)) {
        await engine.ephemeral(userId, command);
        return { ok: true, version: 0 };
      }
      const outcome = await engine.execute(userId, command);
      return { ok: true, version: outcome.version };
    }

    function toFailure(error: unknown, socket: Socket, type: string): Ack<T> {
      if (error instanceof LiveCommandError) return { ok: false, code: error.code, message: error.message };
      const refusal = databaseRefusal(error);
      if (refusal) {
        log.warn(
          { err: error, kind: kind.name, command: type },
          'live command refused: the database cannot take it now',
        );
        return { ok: false, code: 'UNAVAILABLE', message: refusal };
      }
      log.error({ err: error, kind: kind.name, command: type, socketId: socket.id }, 'live command failed');
      return { ok: false, code: 'INTERNAL', message: 'Something went wrong on the server. Try again' };
    }

    kinds.push((socket, userId, commands) => {
      socket.on(kind.wire.command, (raw: unknown, ack: unknown) => {
        // Every command is answered; one sent without a way to answer it is refused outright.
        if (typeof ack !== 'function') return;
        const reply = ack as (answer: Ack<T>) => void;
        if (!commands.take()) {
          reply({ ok: false, code: 'RATE_LIMITED', message: 'Too many actions at once. Slow down a little' });
          return;
        }
        const problem = findInputProblem(raw);
        if (problem) {
          reply({ ok: false, code: 'BAD_REQUEST', message: inputProblemMessage(problem) });
          return;
        }
        const parsed = kind.commandSchema.safeParse(raw);
        if (!parsed.success) {
          reply({ ok: false, code: 'BAD_REQUEST', message: zodMessage(parsed.error) });
          return;
        }
        if (draining) {
          reply({ ok: false, code: 'UNAVAILABLE', message: SHUTTING_DOWN_MESSAGE });
          return;
        }
        const started = performance.now();
        const running = handle(socket, userId, parsed.data)
          .catch((error: unknown) => toFailure(error, socket, parsed.data.type))
          .then((answer) => {
            reply(answer);
            const result = answer.ok ? 'ok' : answer.code;
            observe(kind.name, parsed.data.type, result, (performance.now() - started) / 1000);
          })
          .finally(() => inFlight.delete(running));
        inFlight.add(running);
      });

      socket.on('disconnecting', () => {
        for (const channel of socket.rooms) {
          if (!channels.isRoom(channel)) continue;
          const roomId = channels.roomIdOf(channel);
          presence.announceAfterGrace(roomId);
          // A visit lasts until the person leaves: "last visit" is when they were last there.
          kind
            .revisit(userId, roomId)
            .catch((err: unknown) =>
              log.warn({ err, kind: kind.name, roomId }, 'could not stamp a departing visit'),
            );
        }
      });
    });
    stops.push(engine.stop, presence.stop);
    audit?.add({ channels, eventName: kind.wire.event, stillMembers: kind.stillMembers });
  }

  return {
    serve,
    /**
     * Ends every live connection of a user, on every instance (a ban, a deleted account). This
     * instance's at once: the adapter reaches even those only by way of Redis, which may be away;
     * the others' through Redis while it is up, and by their own audit while it is not.
     */
    disconnectUser(userId: string): void {
      io.local.in(userChannel(userId)).disconnectSockets(true);
      if (clusterReady()) io.in(userChannel(userId)).disconnectSockets(true);
    },
    /** Ends the live connections of one session, on every instance (signed out, revoked), as above. */
    disconnectSession(sessionId: string): void {
      io.local.in(sessionChannel(sessionId)).disconnectSockets(true);
      if (clusterReady()) io.in(sessionChannel(sessionId)).disconnectSockets(true);
    },
    /**
     * Before the server stops: tell every page this instance holds to send nothing more, let the
     * commands under way finish and be answered, answer those still on their way as "restarting"
     * for a last call, then hang up every connection (all within `withinMs`), so that clients
     * reconnect on their own, to another instance or to this one once it is back (a server-side
     * disconnect would tell them not to). No command that reached the server goes unanswered.
     */
    async drain(withinMs: number): Promise<void> {
      draining = true;
      const deadline = Date.now() + withinMs;
      // This instance's sockets only: the others are not stopping.
      io.local.emit(SERVER_CLOSING_EVENT);
      const left = () => Math.max(0, deadline - Date.now());
      let timer: ReturnType<typeof setTimeout> | undefined;
      await Promise.race([
        Promise.allSettled([...inFlight]),
        new Promise((resolve) => (timer = setTimeout(resolve, left()))),
      ]);
      clearTimeout(timer);
      await new Promise((resolve) => setTimeout(resolve, Math.min(LAST_CALL_MS, left())));
      for (const socket of io.of('/').sockets.values()) socket.conn.close();
    },
    stop(): void {
      for (const stop of stops) stop();
    },
  };
}
export type LiveGateway = ReturnType<typeof attachLiveGateway>;
