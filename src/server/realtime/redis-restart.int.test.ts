import type { ChildProcess } from 'node:child_process';
import { afterAll, describe, expect, it } from 'vitest';
import { newUsers, type RoomTestUser } from '../testing/room-client';
import { startOwnRedis } from '../testing/own-redis';
import { freePort } from '../testing/free-ports';
import { startTestServer, type TestServer } from '../testing/test-server';

const SHARED_SECRET = 'redis-restart-secret-redis-restart-0123';
/** The fan-out between instances must be back this soon after Redis is. */
const BACK_WITHIN_MS = 5_000;
/** While Redis is away, commands that ask other instances are answered from this one, this soon. */
const ANSWERED_WITHIN_MS = 1_500;

describe.runIf(process.env.TEST_DATABASE_URL)('Redis restarting under two instances', () => {
  let redis: ChildProcess | undefined;
  const servers: TestServer[] = [];
  let people: RoomTestUser[] = [];
  afterAll(async () => {
    people.forEach((person) => person.close());
    for (const server of servers.reverse()) await server.close();
    redis?.kill('SIGKILL');
  });

  it(`keeps each instance serving while Redis is away and fans out again within ${BACK_WITHIN_MS / 1000} s of its return`, async () => {
    const port = await freePort();
    redis = await startOwnRedis(port);
    const env = { REDIS_URL: `redis://127.0.0.1:${port}`, AUTH_SECRET: SHARED_SECRET };
    const first = await startTestServer('postgres', env);
    servers.push(first);
    const second = await startTestServer('postgres', env, { databaseUrl: first.databaseUrl });
    servers.push(second);
    const [alice] = await newUsers(first.url, 1, 'redis-a');
    const [bob] = await newUsers(second.url, 1, 'redis-b');
    const [carol] = await newUsers(first.url, 1, 'redis-c');
    people = [alice!, bob!, carol!];
    const roomId = await alice!.createRoom({ autoReveal: true });
    await alice!.join(roomId);
    await bob!.join(roomId);
    const doomed = await alice!.createRoom();
    await alice!.join(doomed);
    const rename = (name: string) => alice!.must(roomId, { type: 'room.update', patch: { name } });
    const bobSees = (name: string, timeoutMs: number) =>
      bob!.waitFor('room.patched', (event) => JSON.stringify(event).includes(name), timeoutMs);

    await rename('Before');
    await bobSees('Before', 3_000);

    redis.kill('SIGTERM');
    await new Promise((resolve) => redis!.once('exit', resolve));
    await new Promise((resolve) => setTimeout(resolve, 300));
    const health = await fetch(`${first.url}/api/health/ready`);
    expect(health.status).toBe(200);
    expect(await health.json()).toMatchObject({ status: 'degraded', redis: 'error', database: 'ok' });
    // Alone, but serving: the change is made and acknowledged on this instance.
    await rename('While away');
    // Joining, syncing and an auto-reveal vote ask who is online: answered from this instance,
    // not after waiting on the missing Redis.
    const timed = async (what: string, command: Promise<unknown>) => {
      const started = Date.now();
      await command;
      const took = Date.now() - started;
      console.info(`${what} answered in ${took} ms with Redis away`);
      expect(took, what).toBeLessThan(ANSWERED_WITHIN_MS);
    };
    await timed('room.join', carol!.join(roomId));
    await timed('room.sync', carol!.sync(roomId));
    await timed('vote', alice!.must(roomId, { type: 'vote.cast', taskId: null, value: '5' }));
    await timed('room.delete', alice!.must(doomed, { type: 'room.delete' }));

    redis = await startOwnRedis(port);
    const back = Date.now();
    let seenAfterMs: number | undefined;
    for (let attempt = 0; seenAfterMs === undefined && Date.now() - back < BACK_WITHIN_MS; attempt += 1) {
      const name = `After ${attempt}`;
      await rename(name).catch(() => undefined);
      seenAfterMs = await bobSees(name, 250).then(
        () => Date.now() - back,
        () => undefined,
      );
    }
    expect(seenAfterMs, 'the fan-out did not come back').toBeDefined();
    // Both instances say so too, within the same time.
    for (const server of [first, second]) {
      let redisState: unknown;
      while (redisState !== 'ok' && Date.now() - back < BACK_WITHIN_MS) {
        redisState = ((await (await fetch(`${server.url}/api/health/ready`)).json()) as { redis: unknown })
          .redis;
        if (redisState !== 'ok') await new Promise((resolve) => setTimeout(resolve, 100));
      }
      expect(redisState, server.url).toBe('ok');
    }
    console.info(`fan-out back ${seenAfterMs} ms after Redis restarted`);
  }, 60_000);
});
