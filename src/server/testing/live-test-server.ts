import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createAdapter } from '@socket.io/redis-adapter';
import { Redis } from 'ioredis';
import pino from 'pino';
import { Server } from 'socket.io';
import { io as connect, type Socket } from 'socket.io-client';
import type { KindTypes, LiveKind } from '../live/kind';
import { attachLiveGateway } from '../realtime/live-gateway';
import { serveKind } from '../realtime/serve-kind';
import { createTeamNews } from '../realtime/team-news';
import type { SocketData } from '../realtime/socket-server';
import { waitForEvent } from './wait-for-event';

const silent = pino({ level: 'silent' });

/**
 * One kind served on a bare Socket.IO server: the engine and the hub without HTTP, auth or a
 * database. The user id comes from the handshake's auth, as a session would provide it.
 */
export async function startLiveServer<T extends KindTypes>(
  kind: LiveKind<T>,
  options: { redisUrl?: string; redisKey?: string } = {},
) {
  const http = createServer();
  const io = new Server(http, { transports: ['websocket'] });
  const redis: Redis[] = [];
  if (options.redisUrl) {
    const pub = new Redis(options.redisUrl, { lazyConnect: true });
    const sub = pub.duplicate();
    await Promise.all([pub.connect(), sub.connect()]);
    redis.push(pub, sub);
    // A key of the test's own keeps its fan-out apart from anything else on the same Redis.
    io.adapter(createAdapter(pub, sub, { key: options.redisKey ?? 'socket.io' }));
  }
  io.use((socket, next) => {
    const userId = (socket.handshake.auth as { userId?: unknown }).userId;
    if (typeof userId !== 'string') return next(new Error('UNAUTHORIZED'));
    const data: SocketData = {
      user: {
        id: userId,
        sessionId: `session-${userId}`,
        email: `${userId}@example.com`,
        role: 'user',
        isAnonymous: false,
      },
    };
    socket.data = data;
    return next();
  });

  const gateway = attachLiveGateway(io, silent);
  const timerErrors: unknown[] = [];
  // The same recipe as the app's kinds (http/live-kinds.ts).
  const engine = serveKind(kind, {
    io,
    gateway,
    clustered: Boolean(options.redisUrl),
    onTimerError: (error) => timerErrors.push(error),
    teamNews: createTeamNews(io, () => Boolean(options.redisUrl)),
  });

  await new Promise<void>((resolve) => http.listen(0, '127.0.0.1', resolve));
  const { port } = http.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    engine,
    timerErrors,
    async close() {
      gateway.stop();
      await io.close();
      await Promise.all(redis.map((client) => client.quit().catch(() => undefined)));
    },
  };
}

interface WireEvent {
  type: string;
}

/** A person on a live kind's wire: records every event and every raw frame it receives. */
export class LiveTestClient<Event extends WireEvent, Command> {
  socket!: Socket;
  readonly events: Event[] = [];
  readonly frames: string[] = [];

  constructor(
    readonly userId: string,
    private readonly wire: { command: string; event: string },
  ) {}

  async connect(url: string): Promise<this> {
    this.socket = connect(url, {
      transports: ['websocket'],
      reconnection: false,
      auth: { userId: this.userId },
    });
    this.socket.io.on('packet', (packet: { data?: unknown }) =>
      this.frames.push(JSON.stringify(packet.data ?? null)),
    );
    this.socket.on(this.wire.event, (...events: Event[]) => this.events.push(...events));
    await new Promise<void>((resolve, reject) => {
      this.socket.once('connect', () => resolve());
      this.socket.once('connect_error', reject);
    });
    return this;
  }

  send(
    command: Command | Record<string, unknown>,
  ): Promise<{ ok: boolean; version?: number; snapshot?: unknown; code?: string; message?: string }> {
    return this.socket.timeout(5_000).emitWithAck(this.wire.command, command);
  }

  async waitFor<K extends Event['type']>(
    type: K,
    predicate: (event: Extract<Event, { type: K }>) => boolean = () => true,
    timeoutMs = 5_000,
  ): Promise<Extract<Event, { type: K }>> {
    return waitForEvent(this.events, type, predicate, timeoutMs, this.userId);
  }

  close(): void {
    this.socket?.close();
  }
}
