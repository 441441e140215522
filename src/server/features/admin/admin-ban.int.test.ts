import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, TEST_DIALECTS, type TestServer } from '../../testing/test-server';
import { TestClient } from '../../testing/http-client';
import { RoomTestUser } from '../../testing/room-client';
import {
  ADMIN_ENV,
  authDate,
  signInBoss,
  signUpUser,
  uniqueEmail,
  type SignedUp,
} from '../../testing/admin-test-kit';

const signIn = (server: TestServer, email: string) =>
  new TestClient(server.url).post('/api/auth/sign-in/email', { email, password: 'secret-pass' });

describe.each(TEST_DIALECTS)('banning users on %s', (dialect) => {
  let server: TestServer;
  let boss: SignedUp;
  beforeAll(async () => {
    server = await startTestServer(dialect, ADMIN_ENV);
    boss = await signInBoss(server);
  });
  afterAll(async () => server.close());

  it('ends the sessions and live connections of a banned user and refuses their sign-in', async () => {
    const email = uniqueEmail('banned');
    const victim = new RoomTestUser(server.url);
    await victim.signUp(email);
    await victim.connect();
    const disconnected = new Promise<void>((resolve) => victim.socket.once('disconnect', () => resolve()));
    expect((await victim.http.get('/api/profile')).status).toBe(200);

    const expiresAt = new Date(Date.now() + 7 * 86_400_000).toISOString();
    const ban = await boss.client.request('PUT', `/api/admin/users/${victim.userId}/ban`, {
      reason: 'Spamming rooms',
      expiresAt,
    });
    expect(ban.status).toBe(200);
    expect(ban.json).toMatchObject({
      id: victim.userId,
      banned: true,
      banReason: 'Spamming rooms',
      banExpires: expiresAt,
    });

    await disconnected;
    expect((await victim.http.get('/api/profile')).status).toBe(401);
    expect((await victim.http.get('/api/session')).json).toEqual({ profile: null });
    const sessions = await server.db.kysely
      .selectFrom('session')
      .select('id')
      .where('userId', '=', victim.userId)
      .execute();
    expect(sessions).toEqual([]);

    const refused = await signIn(server, email);
    expect(refused.status).toBe(403);
    expect(refused.json.code).toBe('BANNED');
    expect(refused.json.message).toMatch(
      /^This account is banned\. Reason: Spamming rooms\. The ban ends on /,
    );
    expect(refused.json.details).toEqual({ reason: 'Spamming rooms', expiresAt });

    const listed = await boss.client.get(`/api/admin/users?query=${encodeURIComponent(email)}`);
    expect(listed.json.items).toEqual([expect.objectContaining({ id: victim.userId, banned: true })]);

    const unban = await boss.client.request('DELETE', `/api/admin/users/${victim.userId}/ban`);
    expect(unban.json).toMatchObject({ banned: false, banReason: null, banExpires: null });
    // The browser still holds the cookie of the session the ban ended; signing in must replace it.
    const again = await victim.http.post('/api/auth/sign-in/email', { email, password: 'secret-pass' });
    expect(again.status).toBe(200);
    expect((await victim.http.get('/api/profile')).status).toBe(200);
    victim.close();
  });

  it('says a ban without an end has no end, and lets a user in once the ban ran out', async () => {
    const user = await signUpUser(server, uniqueEmail('expiring'));
    await boss.client.request('PUT', `/api/admin/users/${user.id}/ban`, { reason: 'Cooling off' });
    const refused = await signIn(server, user.email);
    expect(refused.json.message).toBe(
      'This account is banned. Reason: Cooling off. The ban has no end date. Contact the administrator of this server.',
    );

    await server.db.kysely
      .updateTable('user')
      .set({ banExpires: authDate(server, new Date(Date.now() - 60_000)) })
      .where('id', '=', user.id)
      .execute();
    const listed = await boss.client.get(`/api/admin/users?query=${encodeURIComponent(user.email)}`);
    expect(listed.json.items[0]).toMatchObject({ banned: false, banReason: null });
    expect((await signIn(server, user.email)).status).toBe(200);
  });

  it('refuses a ban that ends in the past, a ban of oneself, and unknown users', async () => {
    const user = await signUpUser(server, uniqueEmail('past'));
    const past = await boss.client.request('PUT', `/api/admin/users/${user.id}/ban`, {
      reason: 'Late',
      expiresAt: new Date(Date.now() - 1000).toISOString(),
    });
    expect(past.status).toBe(400);
    expect(past.json.message).toMatch(/future/);
    const self = await boss.client.request('PUT', `/api/admin/users/${boss.id}/ban`, { reason: 'Oops' });
    expect(self.status).toBe(400);
    expect(self.json).toMatchObject({ code: 'CANNOT_BAN_SELF', message: 'You cannot ban yourself' });
    const unknown = await boss.client.request('PUT', '/api/admin/users/nobody/ban', { reason: 'Who' });
    expect(unknown.status).toBe(404);
    expect((await boss.client.request('DELETE', '/api/admin/users/nobody/ban')).status).toBe(404);
  });

  it('signs a user out everywhere without banning them', async () => {
    const user = await signUpUser(server, uniqueEmail('signout'));
    expect((await boss.client.post(`/api/admin/users/${user.id}/sign-out`)).status).toBe(204);
    expect((await user.client.get('/api/profile')).status).toBe(401);
    expect((await signIn(server, user.email)).status).toBe(200);
  });
});
