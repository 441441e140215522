import { timingSafeEqual } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { Counter, Gauge, Histogram, Registry, collectDefaultMetrics } from 'prom-client';
import type { Server } from 'socket.io';
import type { Db } from '../db/database';
import { HttpError } from './errors';

/** What a live command ended as, for counting. */
export type CommandResult = 'ok' | string;

/**
 * Prometheus metrics of one instance: the process (event-loop delay, memory, CPU), live sockets and
 * rooms, commands by kind, type and result with their latency, and the database pool.
 */
export function createMetrics(
  io: Server,
  db: Db,
  roomChannels: () => { isRoom(channel: string): boolean }[],
) {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });
  new Gauge({
    name: 'estimate_sockets_connected',
    help: 'Live sockets connected to this instance',
    registers: [registry],
    collect() {
      this.set(io.engine.clientsCount);
    },
  });
  new Gauge({
    name: 'estimate_live_rooms',
    help: 'Rooms and retros with someone connected to this instance',
    registers: [registry],
    collect() {
      const channels = [...io.of('/').adapter.rooms.keys()];
      const kinds = roomChannels();
      this.set(channels.filter((channel) => kinds.some((kind) => kind.isRoom(channel))).length);
    },
  });
  new Gauge({
    name: 'estimate_db_pool_connections',
    help: 'Database pool connections by state (Postgres only)',
    labelNames: ['state'],
    registers: [registry],
    collect() {
      const pool = db.poolState();
      if (!pool) return;
      for (const [state, count] of Object.entries(pool)) this.set({ state }, count);
    },
  });
  const commands = new Counter({
    name: 'estimate_live_commands_total',
    help: 'Live commands by kind, type and result (ok or the error code)',
    labelNames: ['kind', 'type', 'result'],
    registers: [registry],
  });
  const latency = new Histogram({
    name: 'estimate_live_command_duration_seconds',
    help: 'Time from a live command arriving to its answer',
    labelNames: ['kind'],
    buckets: [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5],
    registers: [registry],
  });
  return {
    registry,
    observeCommand(kind: string, type: string, result: CommandResult, seconds: number) {
      commands.inc({ kind, type, result });
      latency.observe({ kind }, seconds);
    },
  };
}
export type Metrics = ReturnType<typeof createMetrics>;

/** `/metrics` for a scraper holding METRICS_TOKEN; without a token configured there is none. */
export function registerMetricsRoute(app: FastifyInstance, metrics: Metrics, token: string | undefined) {
  app.get('/metrics', async (request, reply) => {
    if (!token) throw new HttpError(404, 'NOT_FOUND', 'Metrics are off: set METRICS_TOKEN to turn them on');
    const given = Buffer.from(request.headers.authorization ?? '');
    const expected = Buffer.from(`Bearer ${token}`);
    if (given.length !== expected.length || !timingSafeEqual(given, expected))
      throw new HttpError(401, 'UNAUTHORIZED', 'Send the metrics token as a Bearer token');
    return reply
      .header('content-type', metrics.registry.contentType)
      .header('cache-control', 'no-store')
      .send(await metrics.registry.metrics());
  });
}
