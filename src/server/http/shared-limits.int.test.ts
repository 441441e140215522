import type { ChildProcess } from 'node:child_process';
import { afterAll, describe, expect, it } from 'vitest';
import { TestClient } from '../testing/http-client';
import { startOwnRedis } from '../testing/own-redis';
import { freePort, startTestServer, type TestServer } from '../testing/test-server';

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
});
