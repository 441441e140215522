import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, TEST_DIALECTS, type TestServer } from '../../testing/test-server';
import { TestClient } from '../../testing/http-client';
import { ADMIN_ENV, insertFeedback, signInBoss, signUpUser, uniqueEmail } from '../../testing/admin-test-kit';

interface Endpoint {
  method: string;
  path: (ids: { user: string; feedback: string }) => string;
  body?: unknown;
  /** What an administrator gets. */
  ok: number;
}

/** Every /api/admin endpoint; the last one deletes its target, so it runs last. */
const ENDPOINTS: Endpoint[] = [
  { method: 'GET', path: () => '/api/admin/overview?tzOffset=-120', ok: 200 },
  { method: 'GET', path: () => '/api/admin/users?query=a&sort=rooms&order=asc', ok: 200 },
  { method: 'PATCH', path: (ids) => `/api/admin/users/${ids.user}/role`, body: { role: 'user' }, ok: 200 },
  { method: 'PUT', path: (ids) => `/api/admin/users/${ids.user}/ban`, body: { reason: 'Spam' }, ok: 200 },
  { method: 'DELETE', path: (ids) => `/api/admin/users/${ids.user}/ban`, ok: 200 },
  { method: 'POST', path: (ids) => `/api/admin/users/${ids.user}/sign-out`, body: {}, ok: 204 },
  { method: 'GET', path: () => '/api/admin/feedback?status=new&category=bug', ok: 200 },
  {
    method: 'PATCH',
    path: (ids) => `/api/admin/feedback/${ids.feedback}`,
    body: { status: 'resolved' },
    ok: 200,
  },
  { method: 'DELETE', path: (ids) => `/api/admin/users/${ids.user}`, ok: 204 },
];

describe.each(TEST_DIALECTS)('admin API permissions on %s', (dialect) => {
  let server: TestServer;
  let ids: { user: string; feedback: string };
  let member: TestClient;
  let boss: TestClient;

  beforeAll(async () => {
    server = await startTestServer(dialect, ADMIN_ENV);
    boss = (await signInBoss(server)).client;
    const signedUp = await signUpUser(server, uniqueEmail('member'));
    member = signedUp.client;
    const target = await signUpUser(server, uniqueEmail('target'));
    ids = { user: target.id, feedback: await insertFeedback(server) };
  });
  afterAll(async () => server.close());

  it.each(ENDPOINTS.map((e) => [`${e.method} ${e.path({ user: ':id', feedback: ':id' })}`, e] as const))(
    '%s: 401 for a visitor, 403 for a member',
    async (_name, endpoint) => {
      const visitor = new TestClient(server.url);
      const asVisitor = await visitor.request(endpoint.method, endpoint.path(ids), endpoint.body);
      expect(asVisitor.status).toBe(401);
      expect(asVisitor.json).toMatchObject({ code: 'UNAUTHORIZED', message: expect.any(String) });
      const asMember = await member.request(endpoint.method, endpoint.path(ids), endpoint.body);
      expect(asMember.status).toBe(403);
      expect(asMember.json).toMatchObject({ code: 'FORBIDDEN', message: 'Only administrators can do this' });
    },
  );

  it('lets an administrator use every endpoint', async () => {
    for (const endpoint of ENDPOINTS) {
      const result = await boss.request(endpoint.method, endpoint.path(ids), endpoint.body);
      expect(result.status, `${endpoint.method} ${endpoint.path(ids)}: ${result.text}`).toBe(endpoint.ok);
    }
    const gone = await boss.request('DELETE', `/api/admin/users/${ids.user}`);
    expect(gone.status).toBe(404);
    expect(gone.json).toMatchObject({ code: 'NOT_FOUND' });
  });

  it('answers bad input with 400 and a message', async () => {
    const cases: [string, string, unknown][] = [
      ['GET', '/api/admin/users?sort=password', undefined],
      ['GET', '/api/admin/users?pageSize=1000', undefined],
      ['GET', '/api/admin/overview?tzOffset=abc', undefined],
      ['GET', '/api/admin/feedback?status=maybe', undefined],
      ['PATCH', '/api/admin/users/x/role', { role: 'owner' }],
      ['PUT', '/api/admin/users/x/ban', { reason: '   ' }],
      ['PUT', '/api/admin/users/x/ban', { reason: 'Spam', expiresAt: 'tomorrow' }],
      ['PATCH', '/api/admin/feedback/x', { status: 'archived' }],
    ];
    for (const [method, path, body] of cases) {
      const result = await boss.request(method, path, body);
      expect(result.status, `${method} ${path}`).toBe(400);
      expect(result.json).toMatchObject({ code: 'VALIDATION_ERROR', message: expect.any(String) });
    }
  });
});
