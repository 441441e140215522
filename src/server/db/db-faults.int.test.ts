import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { newUsers } from '../testing/room-client';
import { startTcpProxy } from '../testing/tcp-proxy';
import { freshDatabaseUrl, startTestServer, TEST_DIALECTS } from '../testing/test-server';

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Postgres restarting or failing over under a running server. The server reaches Postgres through
 * a relay the test can cut, so only this server loses its database; the shared one keeps running.
 */
describe.runIf(TEST_DIALECTS.includes('postgres'))('when Postgres goes away', () => {
  const cleanups: (() => Promise<void>)[] = [];
  afterAll(async () => {
    for (const cleanup of cleanups.reverse()) await cleanup();
  });

  it('survives its connections being terminated, answers 503 and UNAVAILABLE while it is away, and recovers by itself', async () => {
    const base = new URL(process.env.TEST_DATABASE_URL!);
    const database = await freshDatabaseUrl('postgres');
    cleanups.push(database.dispose);
    const proxy = await startTcpProxy({ host: base.hostname, port: Number(base.port || 5432) });
    cleanups.push(proxy.stop);
    const relayed = new URL(database.url);
    relayed.hostname = '127.0.0.1';
    relayed.port = String(proxy.port);
    const server = await startTestServer('postgres', {}, { databaseUrl: relayed.toString() });
    cleanups.push(server.close);

    const [owner] = await newUsers(server.url, 1, 'faults');
    cleanups.push(async () => owner!.close());
    const roomId = await owner!.createRoom();
    await owner!.join(roomId);
    await owner!.must(roomId, { type: 'vote.cast', taskId: null, value: '3' });

    // A restart or failover, as Postgres does it: every backend of this server is terminated.
    const admin = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
    await admin.connect();
    const terminated = await admin.query(
      'select pg_terminate_backend(pid) from pg_stat_activity where client_port = any($1::int[])',
      [proxy.upstreamPorts()],
    );
    await admin.end();
    expect(terminated.rowCount).toBeGreaterThan(0);
    await pause(300);
    // Still here (an unhandled pool error would have ended this test process), and working.
    expect((await owner!.http.get(`/api/rooms`)).status).toBe(200);
    await owner!.must(roomId, { type: 'vote.cast', taskId: null, value: '5' });

    // Away: clear answers, not a crash, not a 500, not a hang.
    await proxy.stop();
    const away = await owner!.http.get(`/api/rooms`);
    expect(away.status).toBe(503);
    expect(away.json).toMatchObject({ code: 'UNAVAILABLE' });
    expect(away.headers.get('retry-after')).toBe('5');
    expect((await owner!.http.get('/api/health/ready')).status).toBe(503);
    expect((await owner!.http.get('/api/health/live')).status).toBe(200);
    expect(await owner!.send({ type: 'vote.cast', roomId, taskId: null, value: '8' })).toMatchObject({
      ok: false,
      code: 'UNAVAILABLE',
    });

    // Back: the same process carries on, and nothing acknowledged was lost.
    await proxy.start();
    expect((await owner!.http.get('/api/health/ready')).status).toBe(200);
    await owner!.must(roomId, { type: 'vote.cast', taskId: null, value: '13' });
    const votes = await server.db.kysely.selectFrom('vote').select(['value']).execute();
    expect(votes.map((vote) => vote.value)).toEqual(['13']);
  }, 30_000);
});
