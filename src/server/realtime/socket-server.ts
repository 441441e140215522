import { Server } from 'socket.io';
import { createAdapter } from '@socket.io/redis-adapter';
import { Redis } from 'ioredis';
import type { FastifyInstance } from 'fastify';
import { addressOf, StartupError } from '../config/startup-errors';
import { crossOriginMessage, originAllowed } from '../lib/origins';
import type { IncomingHttpHeaders } from 'node:http';
import type { SessionUser } from '../auth/session-user';
import { logSecurityEvent } from '../lib/security-log';
import { coalesceFrames } from './coalesced-frames';

/**
 * DESIGN §6: a few KB is plenty for any command but one, a batch of imported tasks (up to 100 with
 * descriptions), which this still fits; the spec's 10 MB ceiling is far above it.
 */
export const SOCKET_MAX_MESSAGE_BYTES = 64 * 1024;
const PING_INTERVAL_MS = 10_000;
const PING_TIMEOUT_MS = 5_000;
/**
 * A connection that has not finished joining (sent its CONNECT) by then is dropped: Socket.IO's
 * 45 s default let thousands of idle half-open connections pile up.
 */
export const HANDSHAKE_TIMEOUT_MS = 5_000;
/**
 * How long a question to the other instances (who is in this room?) may wait for their answers.
 * The adapter's default is 5 s; while Redis is away each such call would hold a command that long.
 */
const CLUSTER_REQUEST_TIMEOUT_MS = 1_000;

const REDIS_QUIT_TIMEOUT_MS = 1_000;
const pause = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms).unref());
const isReady = (client: Redis) => client.status === 'ready';

/**
 * Waits for every client's first "ready". ioredis keeps retrying after a failed attempt by
 * itself, so the wait is for the event, not for connect()'s promise, which fails on the first try.
 */
async function connectWithin(clients: Redis[], timeoutMs: number, url: string): Promise<void> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(() => {
      reject(
        new StartupError(
          `Cannot reach Redis at ${addressOf(url, 6379)} (REDIS_URL) within ${timeoutMs / 1000} s`,
        ),
      );
    }, timeoutMs);
  });
  const ready = (client: Redis) =>
    isReady(client) ? Promise.resolve() : new Promise<void>((resolve) => client.once('ready', () => resolve()));
  try {
    await Promise.race([Promise.all(clients.map(ready)), late]);
  } catch (error) {
    // Stop their retrying, so the process can end.
    for (const client of clients) client.disconnect();
    throw error;
  } finally {
    clearTimeout(timer);
  }
}

export interface SocketData {
  user: SessionUser;
}

export interface RealtimeHandle {
  io: Server;
  /** Whether the fan-out to other instances works: off without REDIS_URL. */
  redisState(): 'ok' | 'error' | 'off';
  /** Whether other instances can be asked right now (Redis configured and connected). */
  clusterReady(): boolean;
  close(): Promise<void>;
}

/**
 * The Socket.IO endpoint. Identity comes only from the session cookie on the handshake, never from
 * a message. With a Redis URL, the adapter fans events out to every instance.
 */
export async function attachRealtime(
  app: FastifyInstance,
  /** Who a handshake's session cookie names (http/session-cookie.ts), or null. */
  readSession: (headers: IncomingHttpHeaders) => Promise<SessionUser | null>,
  options: {
    redisUrl?: string | undefined;
    /**
     * Redis must answer at start within this long (REDIS_CONNECT_TIMEOUT_SECONDS), or the server
     * stops with one line saying so: an instance that cannot reach the others would quietly split
     * a room between two halves.
     */
    redisConnectTimeoutMs: number;
    allowedOrigins: readonly string[];
  },
): Promise<RealtimeHandle> {
  const io = new Server(app.server, {
    path: '/socket.io',
    transports: ['websocket', 'polling'],
    maxHttpBufferSize: SOCKET_MAX_MESSAGE_BYTES,
    pingInterval: PING_INTERVAL_MS,
    pingTimeout: PING_TIMEOUT_MS,
    connectTimeout: HANDSHAKE_TIMEOUT_MS,
    serveClient: false,
    cors: { origin: [...options.allowedOrigins], credentials: true },
    // CORS does not apply to WebSockets: a page of another origin could open one with our cookies.
    allowRequest: (request, callback) => {
      const { origin } = request.headers;
      const allowed = originAllowed(options.allowedOrigins, origin);
      if (!allowed) {
        logSecurityEvent(app.log, 'origin_refused', {
          origin,
          path: '/socket.io',
          ip: request.socket.remoteAddress,
        });
      }
      callback(allowed ? null : crossOriginMessage(origin!, options.allowedOrigins), allowed);
    },
  });
  coalesceFrames(io.engine);

  const redisClients: Redis[] = [];
  if (options.redisUrl) {
    const pub = new Redis(options.redisUrl);
    const sub = pub.duplicate();
    // Redis lost while running: this instance keeps serving its own sockets while the clients
    // reconnect by themselves. One line per outage, not one per retry.
    for (const [client, role] of [
      [pub, 'publisher'],
      [sub, 'subscriber'],
    ] as const) {
      let down = false;
      client.on('error', (err: unknown) => {
        if (!down) app.log.error({ err }, `redis ${role} lost; serving this instance alone until it is back`);
        down = true;
      });
      client.on('ready', () => {
        if (down) app.log.info(`redis ${role} back`);
        down = false;
      });
    }
    await connectWithin([pub, sub], options.redisConnectTimeoutMs, options.redisUrl);
    redisClients.push(pub, sub);
    io.adapter(createAdapter(pub, sub, { requestsTimeout: CLUSTER_REQUEST_TIMEOUT_MS }));
    app.log.info('realtime: redis adapter on');
  }

  const redisState = () =>
    redisClients.length === 0 ? 'off' : redisClients.every(isReady) ? 'ok' : 'error';

  io.use(async (socket, next) => {
    try {
      const user = await readSession(socket.handshake.headers);
      if (!user) return next(new Error('UNAUTHORIZED'));
      (socket.data as SocketData).user = user;
      return next();
    } catch (err) {
      app.log.error({ err }, 'socket handshake failed');
      return next(new Error('INTERNAL'));
    }
  });

  return {
    io,
    redisState,
    clusterReady: () => redisState() === 'ok',
    async close() {
      await io.close();
      // A polite QUIT when Redis answers; a client still reconnecting is just dropped.
      await Promise.all(
        redisClients.map(async (client) => {
          if (client.status === 'end') return;
          const quit = isReady(client)
            ? client.quit().then(
                () => true,
                () => false,
              )
            : Promise.resolve(false);
          const quitted = await Promise.race([quit, pause(REDIS_QUIT_TIMEOUT_MS).then(() => false)]);
          if (!quitted) client.disconnect();
        }),
      );
    },
  };
}
