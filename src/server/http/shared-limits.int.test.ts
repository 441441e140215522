import type { ChildProcess } from 'node:child_process';
import { Redis } from 'ioredis';
import { afterAll, describe, expect, it } from 'vitest';
import { TestClient } from '../testing/http-client';
import { newUsers } from '../testing/room-client';
import { startOwnRedis } from '../testing/own-redis';
import { freePort } from '../testing/free-ports';
import { startTestServer, type TestServer } from '../testing/test-server';
import { FREE_FAILURES } from '../auth/sign-in-throttle';
import { COMMAND_BURST } from '../lib/live-limits';

const LIMIT = 4;

/** Behind a load balancer, an address's sign-in budget is one budget, not one per instance. */
describe('HTTP limits across instances', () => {
  let redis: ChildProcess | undefined;
  const servers: TestServer[] = [];
  afterAll(async () => {
    for (const server of servers.reverse()) await server.close();
    redis?.kill('SIGKILL');
  });

  it('counts sign-in attempts in Redis, so two instances share one limit, and lets requests through while Redis is away', async () => {
    const port = await freePort();
    redis = await startOwnRedis(port);
    const env = { REDIS_URL: `redis://127.0.0.1:${port}`, SIGN_IN_RATE_LIMIT_PER_MINUTE: String(LIMIT) };
    const first = await startTestServer('sqlite', env);
    servers.push(first);
    const second = await startTestServer('sqlite', env);
    servers.push(second);
    // The limit store connects on its own; until it has, requests pass uncounted (skipOnError).
    await new Promise((resolve) => setTimeout(resolve, 300));
    const attempt = (server: TestServer) =>
      new TestClient(server.url).post('/api/auth/sign-in/email', {
        email: 'x@example.com',
        password: 'whatever',
      });
    const statuses = [];
    for (let i = 0; i < LIMIT + 2; i += 1) statuses.push((await attempt(i % 2 ? second : first)).status);
    expect(statuses).toEqual([401, 401, 401, 401, 429, 429]);

    redis.kill('SIGKILL');
    await new Promise((resolve) => redis!.once('exit', resolve));
    const started = Date.now();
    expect((await attempt(first)).status).toBe(401);
    expect(Date.now() - started).toBeLessThan(1_500);
    // Back before the servers close, as in production, where Redis outlives a deploy.
    redis = await startOwnRedis(port);
    for (const server of servers) {
      const redisState = async () =>
        ((await (await fetch(`${server.url}/api/health/ready`)).json()) as { redis: string }).redis;
      while ((await redisState()) !== 'ok') {
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
    }
  }, 30_000);

  it('counts an account’s wrong passwords and a person’s live commands across both instances', async () => {
    const port = await freePort();
    const own = await startOwnRedis(port);
    const env = { REDIS_URL: `redis://127.0.0.1:${port}` };
    const first = await startTestServer('sqlite', env);
    // One database behind both, as behind a load balancer.
    const second = await startTestServer('sqlite', env, first);
    servers.push(first, second);
    await new Promise((resolve) => setTimeout(resolve, 300));
    try {
      const [ann] = await newUsers(first.url, 1, 'Shared');
      const wrong = (server: TestServer) =>
        new TestClient(server.url).post('/api/auth/sign-in/email', {
          email: `${ann!.displayName}@example.com`,
          password: 'not-her-password',
        });
      const statuses = [];
      for (let i = 0; i < FREE_FAILURES + 1; i += 1)
        statuses.push((await wrong(i % 2 ? second : first)).status);
      // Each instance alone would have allowed FREE_FAILURES before making the account wait.
      expect(statuses).toEqual([...Array(FREE_FAILURES).fill(401), 429]);

      const roomId = await ann!.createRoom();
      await ann!.join(roomId);
      const elsewhere = await ann!.tab().connect(second.url);
      await elsewhere.join(roomId);
      // Counted after the fact: wait for the shared count to land, rather than racing it.
      const counter = new Redis(`redis://127.0.0.1:${port}`);
      const counted = async (n: number) => {
        const key = `estimate-limit:live-commands:${ann!.userId}`;
        while (Number(await counter.get(key)) < n) await new Promise((resolve) => setTimeout(resolve, 10));
      };
      const burst = (count: number) =>
        Promise.all(
          [ann!, elsewhere].map(async (tab) => {
            const acks = [];
            for (let i = 0; i < count; i += 1) acks.push(await tab.send({ type: 'room.sync', roomId }));
            return acks;
          }),
        ).then((acks) => acks.flat());
      try {
        // The whole budget, half from each instance: each alone would allow all of it again.
        const withinBudget = await burst(COMMAND_BURST / 2);
        await counted(COMMAND_BURST);
        expect(withinBudget.every((ack) => ack.ok)).toBe(true);
        // One more each passes (the count comes after), and both instances hear it was over.
        await burst(1);
        await counted(COMMAND_BURST + 2);
        await new Promise((resolve) => setTimeout(resolve, 100));
        const over = await burst(5);
        console.log(
          `${over.filter((ack) => ack.ok).length} of ${over.length} over the shared budget let through`,
        );
        expect(over.map((ack) => (ack.ok ? 'ok' : ack.code))).toEqual(
          Array(over.length).fill('RATE_LIMITED'),
        );
      } finally {
        counter.disconnect();
      }
      ann!.close();
      elsewhere.close();
    } finally {
      for (const server of [second, first]) {
        await server.close();
        servers.splice(servers.indexOf(server), 1);
      }
      own.kill('SIGKILL');
    }
  }, 30_000);
});
