import { describe, expect, it } from 'vitest';
import { TestClient } from '../testing/http-client';
import { RoomTestUser } from '../testing/room-client';
import { roomTestBed } from '../testing/room-test-bed';
import { TEST_DIALECTS } from '../testing/test-server';

const PASSWORD = 'secret-pass';

/** Resolves true once the socket is closed by the server, false if it is still open after `ms`. */
function closedWithin(person: RoomTestUser, ms = 2_000): Promise<boolean> {
  if (!person.socket.connected) return Promise.resolve(true);
  return new Promise((resolve) => {
    const timer = setTimeout(() => resolve(false), ms);
    person.socket.once('disconnect', () => {
      clearTimeout(timer);
      resolve(true);
    });
  });
}

/** Every way a session ends closes that session's live connections, and only those. */
describe.each(TEST_DIALECTS)('sessions ending on %s', (dialect) => {
  const bed = roomTestBed(dialect, 'Sessions');

  /** One account signed in on three browsers, each with a live connection. */
  async function threeBrowsers() {
    const email = `sessions-${Date.now()}-${Math.random().toString(36).slice(2)}@example.com`;
    const first = await new RoomTestUser(bed.server.url).signUp(email);
    const browsers = [first];
    for (let i = 0; i < 2; i += 1) {
      const http = new TestClient(bed.server.url);
      expect((await http.post('/api/auth/sign-in/email', { email, password: PASSWORD })).status).toBe(200);
      browsers.push(new RoomTestUser(bed.server.url, http));
    }
    await Promise.all(browsers.map((browser) => browser.connect()));
    return browsers as [RoomTestUser, RoomTestUser, RoomTestUser];
  }

  it('signing out closes that browser’s connections, not the others’', async () => {
    const [a, b, c] = await threeBrowsers();
    const otherTab = a.tab();
    await otherTab.connect();
    expect((await a.http.post('/api/auth/sign-out', {})).status).toBe(200);
    expect(await closedWithin(a)).toBe(true);
    expect(await closedWithin(otherTab)).toBe(true);
    expect(await closedWithin(b, 300)).toBe(false);
    expect(await closedWithin(c, 300)).toBe(false);
    await expect(a.connect()).rejects.toThrow('UNAUTHORIZED');
    [a, b, c, otherTab].forEach((browser) => browser.close());
  });

  it('a password change that signs out other browsers closes their connections for good', async () => {
    const [a, b, c] = await threeBrowsers();
    const changed = await a.http.post('/api/auth/change-password', {
      currentPassword: PASSWORD,
      newPassword: 'another-pass',
      revokeOtherSessions: true,
    });
    expect(changed.status).toBe(200);
    for (const browser of [a, b, c]) expect(await closedWithin(browser)).toBe(true);
    // The changer's browser got a new session with the change, so its page reconnects; the others cannot.
    await a.connect();
    await expect(b.connect()).rejects.toThrow('UNAUTHORIZED');
    await expect(c.connect()).rejects.toThrow('UNAUTHORIZED');
    [a, b, c].forEach((browser) => browser.close());
  });

  it('signing out everywhere closes every connection', async () => {
    const browsers = await threeBrowsers();
    expect((await browsers[1].http.post('/api/auth/revoke-sessions', {})).status).toBe(200);
    for (const browser of browsers) expect(await closedWithin(browser)).toBe(true);
  });

  it('answers the better-auth endpoints we do not use with 404, admins included', async () => {
    const admin = new TestClient(bed.server.url);
    await admin.signUp(`admin-${Date.now()}@example.com`);
    const [target] = await bed.users(1);
    const paths = [
      '/api/auth/update-user',
      '/api/auth/change-email',
      '/api/auth/delete-user',
      '/api/auth/admin/set-user-password',
      '/api/auth/admin/impersonate-user',
      '/api/auth/admin/ban-user',
      '/api/auth/admin/list-users',
    ];
    for (const path of paths) {
      const response = await admin.post(path, {
        userId: target!.userId,
        newPassword: 'taken-over',
        name: 'x',
      });
      expect(response.status, path).toBe(404);
    }
    expect((await target!.http.post('/api/auth/update-user', { name: 'x'.repeat(60_000) })).status).toBe(404);
    expect((await target!.http.get('/api/profile')).json.displayName).toBe(target!.displayName);
  });

  it('holds sign-up to the profile page’s rules for names and photos', async () => {
    const visitor = new TestClient(bed.server.url);
    const signUp = (extra: Record<string, unknown>) =>
      visitor.post('/api/auth/sign-up/email', {
        name: 'Valid Name',
        email: `rules-${Date.now()}-${Math.random().toString(36).slice(2)}@example.com`,
        password: PASSWORD,
        ...extra,
      });
    const cases: [Record<string, unknown>, string][] = [
      [{ name: 'x'.repeat(60_000) }, 'A name can be at most'],
      [{ name: '   ' }, 'Enter a name'],
      [{ image: 'javascript:alert(1)' }, 'A photo can only be set by uploading it'],
      [{ image: 'https://tracker.example/pixel.png' }, 'A photo can only be set by uploading it'],
    ];
    for (const [extra, message] of cases) {
      const response = await signUp(extra);
      expect(response.status).toBe(400);
      expect(response.json.message).toContain(message);
    }
    const fine = await signUp({ name: '  Ada Lovelace  ' });
    expect(fine.status).toBe(200);
    expect((await visitor.get('/api/profile')).json.displayName).toBe('Ada Lovelace');
  });
});
