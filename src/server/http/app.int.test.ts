import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, TEST_DIALECTS, type TestServer } from '../testing/test-server';
import { TestClient } from '../testing/http-client';
import { buildInfoSchema, runtimeConfigSchema } from '../../shared/api/system';

const packageVersion = (JSON.parse(readFileSync('package.json', 'utf8')) as { version: string }).version;

describe.each(TEST_DIALECTS)('http app on %s', (dialect) => {
  let server: TestServer;
  let client: TestClient;

  beforeAll(async () => {
    server = await startTestServer(dialect);
    client = new TestClient(server.url);
  });
  afterAll(async () => server.close());

  it('reports health with a live database check', async () => {
    const res = await client.get('/api/health');
    expect(res.status).toBe(200);
    expect(res.json).toEqual({ status: 'ok', database: 'ok', redis: 'off', dialect });
  });

  it('keeps a request id given by a proxy in front, and makes one otherwise', async () => {
    const given = await client.request('GET', '/api/health/live', undefined, {
      'x-request-id': 'edge-7f3a.1',
    });
    expect(given.headers.get('x-request-id')).toBe('edge-7f3a.1');
    const made = await client.request('GET', '/api/health/live', undefined, {
      'x-request-id': 'not an id; drop table',
    });
    expect(made.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('gives build info and runtime config', async () => {
    const version = await client.get('/api/version');
    expect(version.json.version).toBe(packageVersion);
    expect(version.json).toHaveProperty('commit');
    expect(version.json).toHaveProperty('buildTime');
    const config = await client.get('/api/config');
    expect(config.json).toMatchObject({ apiBaseUrl: `${server.url}/api`, minPasswordLength: 6 });
    // The browser trusts these shapes without zod (it is kept off the first paint), so they are held here.
    expect(buildInfoSchema.safeParse(version.json).success).toBe(true);
    expect(runtimeConfigSchema.safeParse(config.json).success).toBe(true);
  });

  it('answers 404 for a path outside the route table and 200 for one inside it', async () => {
    const missing = await client.get('/no-such-page');
    expect(missing.status).toBe(404);
    expect(missing.headers.get('content-type')).toMatch(/text\/html/);
    for (const path of ['/', '/about-us', '/dashboard', '/rooms/abc123', '/admin/users']) {
      expect((await client.get(path)).status, path).toBe(200);
    }
  });

  it('answers unknown API routes with a JSON 404', async () => {
    const res = await client.get('/api/nothing-here');
    expect(res.status).toBe(404);
    expect(res.json).toEqual({ code: 'NOT_FOUND', message: 'No API route GET /api/nothing-here' });
  });

  it('sends security headers with a CSP the built client satisfies', async () => {
    const res = await client.get('/');
    const csp = res.headers.get('content-security-policy') ?? '';
    expect(csp).toContain("script-src 'self'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
  });

  it('refuses bodies that are too large or not JSON with a clear 4xx', async () => {
    const big = await client.request(
      'PATCH',
      '/api/profile',
      JSON.stringify({ displayName: 'x'.repeat(100_000) }),
      {
        'content-type': 'application/json',
      },
    );
    expect(big.status).toBe(413);
    expect(big.json.message).toMatch(/too large/i);
    const broken = await client.request('PATCH', '/api/profile', '{nope', {
      'content-type': 'application/json',
    });
    expect(broken.status).toBe(400);
    expect(broken.json.message).toBeTruthy();
  });
});
