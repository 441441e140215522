import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, TEST_DIALECTS, type TestServer } from '../testing/test-server';
import { TestClient } from '../testing/http-client';
import { sessionResponseSchema } from '../../shared/api/profile';

describe.each(TEST_DIALECTS)('accounts on %s', (dialect) => {
  let server: TestServer;
  const fresh = () => new TestClient(server.url);

  beforeAll(async () => {
    server = await startTestServer(dialect, { ADMIN_EMAILS: 'chief@example.com' });
  });
  afterAll(async () => server.close());

  it('signs up into an HttpOnly session and loads the merged profile', async () => {
    const client = fresh();
    const res = await client.signUp('ann@example.com', 'secret-pass', 'Ann');
    expect(res.json).not.toHaveProperty('token');
    const cookie = res.headers.getSetCookie().find((c) => c.includes('session_token'));
    expect(cookie).toMatch(/HttpOnly/i);
    expect(cookie).not.toMatch(/Secure/);
    const profile = await client.get('/api/profile');
    expect(profile.status).toBe(200);
    expect(profile.json).toMatchObject({
      email: 'ann@example.com',
      displayName: 'Ann',
      role: 'user',
      sound: true,
      soundVolume: 0.5,
      isAnonymous: false,
    });
    expect(profile.json.lastVisitDate).toBeTruthy();
  });

  it('signs out, clearing the session, and signs back in stamping the visit', async () => {
    const client = fresh();
    await client.signUp('bob@example.com');
    const before = (await client.get('/api/profile')).json.lastVisitDate as string;
    expect((await client.post('/api/auth/sign-out')).status).toBe(200);
    expect((await client.get('/api/profile')).status).toBe(401);
    await new Promise((resolve) => setTimeout(resolve, 5));
    const signIn = await client.post('/api/auth/sign-in/email', {
      email: 'bob@example.com',
      password: 'secret-pass',
    });
    expect(signIn.status).toBe(200);
    const after = (await client.get('/api/profile')).json.lastVisitDate as string;
    expect(after > before).toBe(true);
  });

  it.each([
    ['wrong password', { email: 'ann@example.com', password: 'nope-nope' }, 'WRONG_CREDENTIALS'],
    // The same answer as a wrong password: sign-in does not tell which emails have accounts.
    ['unknown email', { email: 'ghost@example.com', password: 'whatever' }, 'WRONG_CREDENTIALS'],
    ['malformed email', { email: 'ann@', password: 'whatever' }, 'INVALID_EMAIL'],
  ])('refuses sign-in with a %s', async (_case, body, code) => {
    const res = await fresh().post('/api/auth/sign-in/email', body);
    expect(res.status).toBeGreaterThanOrEqual(400);
    expect(res.status).toBeLessThan(500);
    expect(res.json.code).toBe(code);
    expect(res.json.message).toBeTruthy();
  });

  it.each([
    [
      'an email already taken',
      { name: 'A', email: 'ann@example.com', password: 'secret-pass' },
      'EMAIL_TAKEN',
    ],
    [
      'a 5-character password',
      { name: 'A', email: 'short@example.com', password: '12345' },
      'PASSWORD_TOO_SHORT',
    ],
    ['a malformed email', { name: 'A', email: 'not-an-email', password: 'secret-pass' }, 'INVALID_EMAIL'],
  ])('refuses sign-up with %s', async (_case, body, code) => {
    const res = await fresh().post('/api/auth/sign-up/email', body);
    expect(res.status).toBeGreaterThanOrEqual(400);
    expect(res.status).toBeLessThan(500);
    expect(res.json.code).toBe(code);
  });

  it('makes ADMIN_EMAILS accounts administrators', async () => {
    const client = fresh();
    await client.signUp('Chief@example.com');
    expect((await client.get('/api/profile')).json.role).toBe('admin');
  });

  it('lets a guest in with just a display name', async () => {
    const client = fresh();
    const res = await client.post('/api/auth/sign-in/anonymous', { name: 'Guest Gil' });
    expect(res.status).toBe(200);
    const profile = await client.get('/api/profile');
    expect(profile.json).toMatchObject({ displayName: 'Guest Gil', isAnonymous: true, email: '' });
  });

  it('validates profile changes and stamps updatedAt', async () => {
    const client = fresh();
    await client.signUp('pat@example.com');
    const before = (await client.get('/api/profile')).json;
    await new Promise((resolve) => setTimeout(resolve, 5));
    const ok = await client.patch('/api/profile', { displayName: '  Pat  ', soundVolume: 0.2 });
    expect(ok.json).toMatchObject({ displayName: 'Pat', soundVolume: 0.2 });
    expect(ok.json.updatedAt > before.updatedAt).toBe(true);
    const bad = await client.patch('/api/profile', { soundVolume: 3 });
    expect(bad.status).toBe(400);
    expect(bad.json.message).toMatch(/soundVolume/);
    const unknown = await client.patch('/api/profile', { role: 'admin' });
    expect(unknown.status).toBe(400);
    expect((await client.get('/api/profile')).json.role).toBe('user');
  });

  it('keeps visitors out of the profile', async () => {
    const res = await fresh().get('/api/profile');
    expect(res.status).toBe(401);
    expect(res.json.code).toBe('UNAUTHORIZED');
  });
});

describe('sign-in rate limit', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer('sqlite', { SIGN_IN_RATE_LIMIT_PER_MINUTE: '3' });
  });
  afterAll(async () => server.close());

  it('refuses the attempt past the limit with a clear message', async () => {
    const client = new TestClient(server.url);
    const attempt = () =>
      client.post('/api/auth/sign-in/email', { email: 'x@example.com', password: 'whatever' });
    for (let i = 0; i < 3; i += 1) expect((await attempt()).status).not.toBe(429);
    const refused = await attempt();
    expect(refused.status).toBe(429);
    expect(refused.json).toMatchObject({ code: 'TOO_MANY_ATTEMPTS' });
  });
});

describe('sign-in limit per account', () => {
  let server: TestServer;
  beforeAll(async () => {
    // Behind a proxy, so each request can say which address it comes from.
    server = await startTestServer('sqlite', { TRUST_PROXY: 'true' });
  });
  afterAll(async () => server.close());

  it('makes a guesser wait after five wrong passwords, while the owner elsewhere still signs in', async () => {
    const ann = new TestClient(server.url);
    await ann.signUp('ann-throttle@example.com');
    await ann.post('/api/auth/sign-out', {});
    const signIn = (client: TestClient, address: string, password: string) =>
      client.request(
        'POST',
        '/api/auth/sign-in/email',
        { email: 'ann-throttle@example.com', password },
        { 'x-forwarded-for': address },
      );
    // Five guessers at one address, one each: the account's count at that address decides.
    for (let i = 0; i < 5; i += 1) {
      const guess = await signIn(new TestClient(server.url), '203.0.113.9', `guess-${i}`);
      expect(guess.json.code).toBe('WRONG_CREDENTIALS');
    }
    const refused = await signIn(new TestClient(server.url), '203.0.113.9', 'secret-pass');
    expect(refused.status).toBe(429);
    expect(refused.headers.get('retry-after')).toBe('30');
    expect(refused.json).toEqual({
      code: 'TOO_MANY_ATTEMPTS',
      message: 'Too many wrong passwords for this account. Try again in 1 minute',
    });
    // The owner at their own address is not locked out by it, right password included.
    const owner = await signIn(ann, '198.51.100.7', 'secret-pass');
    expect(owner.status, owner.text).toBe(200);
    // Another account is not held up by it either.
    const ben = new TestClient(server.url);
    await ben.signUp('ben-throttle@example.com');
    await ben.post('/api/auth/sign-out', {});
    const benIn = await ben.request(
      'POST',
      '/api/auth/sign-in/email',
      { email: 'ben-throttle@example.com', password: 'secret-pass' },
      { 'x-forwarded-for': '203.0.113.9' },
    );
    expect(benIn.status).toBe(200);
  });
});

describe('secure cookies', () => {
  it('marks the session cookie Secure when PUBLIC_URL is https', async () => {
    const server = await startTestServer('sqlite', {});
    await server.close();
    const secure = await startTestServer('sqlite', { PUBLIC_URL: 'https://poker.example.com' });
    try {
      expect(secure.config.secureCookies).toBe(true);
      const res = await fetch(`${secure.url}/api/auth/sign-up/email`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', origin: 'https://poker.example.com' },
        body: JSON.stringify({ name: 'S', email: 's@example.com', password: 'secret-pass' }),
      });
      expect(res.status).toBe(200);
      expect(res.headers.getSetCookie().find((c) => c.includes('session_token'))).toMatch(/Secure/);
    } finally {
      await secure.close();
    }
  });
});

describe('session endpoint', () => {
  it('answers 200 with no profile for a visitor and the profile for a member', async () => {
    const server = await startTestServer('sqlite');
    try {
      const client = new TestClient(server.url);
      expect((await client.get('/api/session')).json).toEqual({ profile: null });
      await client.signUp('sess@example.com');
      const session = (await client.get('/api/session')).json;
      expect(session.profile).toMatchObject({ email: 'sess@example.com' });
      // The browser reads the session without zod (kept off the first paint), so its shape is held here.
      expect(sessionResponseSchema.parse(session)).toEqual(session);
    } finally {
      await server.close();
    }
  });
});
