import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TestClient } from '../../testing/http-client';
import { startTestServer, TEST_DIALECTS, type TestServer } from '../../testing/test-server';

describe.each(TEST_DIALECTS)('visit analytics on %s', (dialect) => {
  let probe: TestServer & { databaseUrl: string };
  let server: TestServer;
  let excludedId: string;
  const excludedEmail = `internal-${Date.now()}@example.com`;

  beforeAll(async () => {
    // The excluded id is only known once the account exists, so a first instance creates it and a
    // second one, on the same database, starts with ANALYTICS_EXCLUDED_USER_ID set.
    probe = await startTestServer(dialect);
    const creator = new TestClient(probe.url);
    await creator.signUp(excludedEmail);
    excludedId = (await creator.get('/api/profile')).json.uid;
    server = await startTestServer(dialect, { ANALYTICS_EXCLUDED_USER_ID: excludedId }, probe);
  });
  afterAll(async () => {
    await server.close();
    await probe.close();
  });

  const eventsOf = (userId: string) =>
    server.db.kysely.selectFrom('analytics_event').selectAll().where('userId', '=', userId).execute();

  async function signedIn(name: string) {
    const client = new TestClient(server.url);
    await client.signUp(`${name}-${Date.now()}@example.com`, 'secret-pass', `${name} Person`);
    return { client, uid: (await client.get('/api/profile')).json.uid as string };
  }

  it('stores a visit with the account name and the time', async () => {
    const { client, uid } = await signedIn('visitor');
    const sent = await client.post('/api/analytics/user', {
      userID: uid,
      userName: 'whatever',
      eventType: 'VISIT',
    });
    expect(sent.status).toBe(204);
    expect(await eventsOf(uid)).toEqual([
      expect.objectContaining({
        userId: uid,
        userName: 'visitor Person',
        eventType: 'VISIT',
        createAt: expect.any(String),
      }),
    ]);
  });

  it('tells clients which id to skip, and drops that id if it is sent anyway', async () => {
    expect((await new TestClient(server.url).get('/api/config')).json.analyticsExcludedUserId).toBe(
      excludedId,
    );
    const internal = new TestClient(server.url);
    expect(
      (await internal.post('/api/auth/sign-in/email', { email: excludedEmail, password: 'secret-pass' }))
        .status,
    ).toBe(200);
    const sent = await internal.post('/api/analytics/user', {
      userID: excludedId,
      userName: 'x',
      eventType: 'VISIT',
    });
    expect(sent.status).toBe(204);
    expect(await eventsOf(excludedId)).toEqual([]);
  });

  it('refuses a userID that is not the signed-in user, and bad event types', async () => {
    const { client, uid } = await signedIn('spoofer');
    const spoof = await client.post('/api/analytics/user', {
      userID: 'someone-else',
      userName: 'x',
      eventType: 'VISIT',
    });
    expect(spoof.status).toBe(403);
    expect(spoof.json).toEqual({ code: 'FORBIDDEN', message: 'userID must be the signed-in user' });
    const bad = await client.post('/api/analytics/user', { userID: uid, userName: 'x', eventType: 'CLICK' });
    expect(bad.status).toBe(400);
    expect(bad.json).toMatchObject({
      code: 'VALIDATION_ERROR',
      message: 'eventType: eventType must be VISIT',
    });
    expect(await eventsOf(uid)).toEqual([]);
  });

  it('answers 401 to a visitor', async () => {
    const sent = await new TestClient(server.url).post('/api/analytics/user', {
      userID: 'u1',
      userName: 'x',
      eventType: 'VISIT',
    });
    expect(sent.status).toBe(401);
  });
});
