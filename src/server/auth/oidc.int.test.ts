import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort } from '../testing/free-ports';
import { TestClient } from '../testing/http-client';
import {
  startOidcProvider,
  type OidcTestAccount,
  type OidcTestProvider,
  type OidcVisit,
} from '../testing/oidc-test-provider';
import { newGuests, RoomTestUser } from '../testing/room-client';
import { startTestServer, TEST_DIALECTS, type TestDialect, type TestServer } from '../testing/test-server';

const CLIENT_ID = 'estimate';
const CLIENT_SECRET = 'estimate-client-secret-from-the-provider';
/** His picture is on this host by another name than the provider's (set once the provider is up). */
const GIL: OidcTestAccount = { sub: 'gil', email: 'gil@acme.example', emailVerified: true, name: 'Gil Acme' };
/** In the administrators' group at the provider; the test takes her out of it later. */
const DANA = {
  sub: 'dana',
  email: 'dana@acme.example',
  emailVerified: true,
  name: 'Dana Acme',
  groups: ['staff', 'estimate-admins'],
};

/** A browser starting a sign-in with the provider: where the app sends it, and the browser. */
async function startSignIn(serverUrl: string) {
  const browser = new TestClient(serverUrl);
  const started = await browser.post('/api/auth/sign-in/social', {
    provider: 'acme',
    callbackURL: '/dashboard',
    errorCallbackURL: '/sign-in',
  });
  expect(started.status, started.text).toBe(200);
  return { browser, authorization: new URL(started.json.url as string) };
}

/** The whole round trip: the app, the provider's pages, and back to the app's callback. */
async function ssoSignIn(
  serverUrl: string,
  provider: OidcTestProvider,
  visit: OidcVisit,
  tamper?: (callback: URL) => void,
) {
  const { browser, authorization } = await startSignIn(serverUrl);
  const callback = await provider.visit(authorization.href, visit);
  tamper?.(callback);
  const landed = await browser.navigate(callback.pathname + callback.search);
  return { browser, landed: new URL(landed.location ?? '', serverUrl) };
}

/** A provider and a server that knows it as "acme", with more settings of the server's. */
async function startWithProvider(dialect: TestDialect, env: Record<string, string> = {}) {
  const port = await freePort();
  const provider = await startOidcProvider({
    clientId: CLIENT_ID,
    clientSecret: CLIENT_SECRET,
    redirectUris: [`http://127.0.0.1:${port}/api/auth/callback/acme`],
    accounts: [
      { sub: 'ann', email: 'ann@acme.example', emailVerified: true, name: 'Ann Acme' },
      {
        sub: 'bob-unverified',
        email: 'bob@acme.example',
        emailVerified: false,
        name: 'Bob Else',
        groups: ['estimate-admins'],
      },
      { sub: 'bob', email: 'bob@acme.example', emailVerified: true, name: 'Bob Acme' },
      DANA,
      { sub: 'erin', email: 'erin@acme.example', emailVerified: true, name: 'Erin Acme' },
      {
        sub: 'fay',
        email: 'fay@acme.example',
        emailVerified: true,
        name: 'Fay Acme',
        picture: '/picture.png',
      },
      GIL,
    ],
  });
  const server = await startTestServer(dialect, {
    PORT: String(port),
    OIDC_PROVIDERS: 'acme',
    OIDC_ACME_ISSUER: provider.issuer,
    OIDC_ACME_CLIENT_ID: CLIENT_ID,
    OIDC_ACME_CLIENT_SECRET: CLIENT_SECRET,
    OIDC_ACME_LABEL: 'Acme SSO',
    OIDC_ACME_SCOPES: 'openid profile email groups',
    OIDC_ACME_ADMIN_CLAIM: 'groups=estimate-admins',
    ...env,
  });
  return { provider, server };
}

describe.each(TEST_DIALECTS)('signing in with the company’s OpenID provider, on %s', (dialect) => {
  let provider: OidcTestProvider;
  let server: TestServer;

  beforeAll(async () => {
    ({ provider, server } = await startWithProvider(dialect));
  }, 30_000);

  afterAll(async () => {
    await server?.close();
    await provider?.close();
  });

  const start = () => startSignIn(server.url);
  const signIn = (visit: OidcVisit, tamper?: (callback: URL) => void) =>
    ssoSignIn(server.url, provider, visit, tamper);

  it('goes through the provider’s own pages with PKCE and a nonce, and lands on the dashboard', async () => {
    const { authorization } = await start();
    expect(authorization.origin).toBe(provider.issuer);
    expect(authorization.searchParams.get('code_challenge_method')).toBe('S256');
    for (const param of ['code_challenge', 'state', 'nonce'])
      expect(authorization.searchParams.get(param)).toBeTruthy();
    expect(authorization.searchParams.get('scope')).toBe('openid profile email groups');

    const { browser, landed } = await signIn({ sub: 'ann' });
    expect(landed.pathname).toBe('/dashboard');
    const profile = await browser.get('/api/profile');
    expect(profile.status, profile.text).toBe(200);
    // What the provider handed over is kept encrypted, and never in the browser's cookies.
    const [account] = await server.db.kysely
      .selectFrom('account')
      .select(['accessToken', 'providerId'])
      .where('userId', '=', profile.json.uid as string)
      .execute();
    expect(account).toMatchObject({
      providerId: 'acme',
      accessToken: expect.stringMatching(/^\$ba\$|^(?:[0-9a-f]{2})+$/),
    });
    expect(browser.cookieHeader).not.toContain(account!.accessToken!);
    expect(profile.json).toMatchObject({
      displayName: 'Ann Acme',
      email: 'ann@acme.example',
      photoURL: null,
    });

    // The next time, the same account: no second one is made.
    const again = await signIn({ sub: 'ann' });
    expect((await again.browser.get('/api/profile')).json.uid).toBe(profile.json.uid);
  });

  it('signs out here, and hands back the provider’s own sign-out to offer', async () => {
    const { browser } = await signIn({ sub: 'ann' });
    const out = await browser.post('/api/auth/sign-out', { disableRedirect: true, callbackURL: '/' });
    expect(out.status, out.text).toBe(200);
    const logout = new URL(out.json.url as string);
    expect(logout.origin).toBe(provider.issuer);
    expect(logout.searchParams.get('id_token_hint')).toBeTruthy();
    expect(logout.searchParams.get('post_logout_redirect_uri')).toBe(`${server.url}/`);
    expect((await browser.get('/api/profile')).status).toBe(401);
    // The provider takes that address as its sign-out, for this app's ID token.
    const atProvider = await new TestClient(provider.issuer).navigate(logout.pathname + logout.search);
    expect(atProvider.status).toBe(200);
    expect(atProvider.text).toContain(`${provider.issuer}/session/end/confirm`);
  });

  it('refuses a tampered state and a refused consent, signing nobody in', async () => {
    const tampered = await signIn({ sub: 'ann' }, (callback) => callback.searchParams.set('state', 'forged'));
    expect(tampered.landed.pathname).toBe('/sign-in');
    expect(tampered.landed.searchParams.get('error')).toBeTruthy();
    expect((await tampered.browser.get('/api/profile')).status).toBe(401);

    const refused = await signIn({ sub: 'ann', consent: false });
    expect(refused.landed.pathname).toBe('/sign-in');
    expect(refused.landed.searchParams.get('error')).toBe('access_denied');
    expect((await refused.browser.get('/api/profile')).status).toBe(401);
  });

  it('links a password account only when the provider says the address is verified', async () => {
    const own = new TestClient(server.url);
    await own.signUp('bob@acme.example', 'bobs-password', 'Bob');
    const uid = (await own.get('/api/profile')).json.uid as string;

    const unverified = await signIn({ sub: 'bob-unverified' });
    expect(unverified.landed.pathname).toBe('/sign-in');
    expect(unverified.landed.searchParams.get('error')).toBe('account_not_linked');
    expect((await unverified.browser.get('/api/profile')).status).toBe(401);
    // What that refused sign-in claimed (the administrators' group) is not Bob's to take when he
    // signs in with his password just after.
    expect(
      (await own.post('/api/auth/sign-in/email', { email: 'bob@acme.example', password: 'bobs-password' }))
        .status,
    ).toBe(200);
    expect((await own.get('/api/admin/overview')).status).toBe(403);

    const verified = await signIn({ sub: 'bob' });
    expect(verified.landed.pathname).toBe('/dashboard');
    expect((await verified.browser.get('/api/profile')).json.uid).toBe(uid);
  });

  it('makes an administrator by the group claim, checked again at each sign-in', async () => {
    DANA.groups = ['staff', 'estimate-admins'];
    const first = await signIn({ sub: 'dana' });
    expect((await first.browser.get('/api/admin/overview')).status).toBe(200);
    const someoneElse = await signIn({ sub: 'ann' });
    expect((await someoneElse.browser.get('/api/admin/overview')).status).toBe(403);

    DANA.groups = ['staff'];
    const later = await signIn({ sub: 'dana' });
    expect((await later.browser.get('/api/admin/overview')).status).toBe(403);
    // Her session from before is no administrator's any more either: the role is the account's.
    expect((await first.browser.get('/api/admin/overview')).status).toBe(403);
  });

  it('takes the provider’s picture as the new account’s photo, but from no address it must not reach', async () => {
    const fay = await signIn({ sub: 'fay' });
    await expect
      .poll(async () => (await fay.browser.get('/api/profile')).json.photoURL, { timeout: 5_000 })
      .toMatch(/^\/api\/avatars\//);
    const photo = await fay.browser.get((await fay.browser.get('/api/profile')).json.photoURL as string);
    expect([photo.status, photo.headers.get('content-type')]).toEqual([200, 'image/webp']);

    // The same picture at this host's IPv6 loopback, which the guarded client does not let the
    // provider's picture reach (only the provider's own host): the account has no photo.
    GIL.picture = `http://[::1]:${new URL(provider.issuer).port}/picture.png`;
    expect((await fetch(GIL.picture)).status).toBe(200);
    const gil = await signIn({ sub: 'gil' });
    expect(gil.landed.pathname).toBe('/dashboard');
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    expect((await gil.browser.get('/api/profile')).json.photoURL).toBeNull();
  });

  it('lists the ways to sign in on the profile, and removes one but never the last', async () => {
    const ann = await signIn({ sub: 'ann' });
    expect((await ann.browser.get('/api/profile/sign-in-methods')).json).toEqual({
      methods: [{ id: 'acme', label: 'Acme SSO' }],
    });
    const last = await ann.browser.delete('/api/profile/sign-in-methods/acme');
    expect([last.status, last.json.code]).toEqual([409, 'LAST_SIGN_IN_METHOD']);

    // Bob has a password and, linked above, the provider: he lets the provider go, and back again.
    const bob = new TestClient(server.url);
    expect(
      (await bob.post('/api/auth/sign-in/email', { email: 'bob@acme.example', password: 'bobs-password' }))
        .status,
    ).toBe(200);
    expect((await bob.get('/api/profile/sign-in-methods')).json.methods).toEqual([
      { id: 'password', label: null },
      { id: 'acme', label: 'Acme SSO' },
    ]);
    const removed = await bob.delete('/api/profile/sign-in-methods/acme');
    expect(removed.json).toEqual({ methods: [{ id: 'password', label: null }] });
    expect((await bob.delete('/api/profile/sign-in-methods/acme')).status).toBe(404);
    expect((await new TestClient(server.url).delete('/api/profile/sign-in-methods/password')).status).toBe(
      401,
    );
  });

  it('refuses an ID token with another nonce, and a banned account, signing nobody in', async () => {
    const { browser, authorization } = await start();
    authorization.searchParams.set('nonce', 'a-nonce-the-app-never-made');
    const callback = await provider.visit(authorization.href, { sub: 'ann' });
    const landed = new URL(
      (await browser.navigate(callback.pathname + callback.search)).location ?? '',
      server.url,
    );
    expect(landed.pathname).toBe('/sign-in');
    expect(landed.searchParams.get('error')).toBeTruthy();
    expect((await browser.get('/api/profile')).status).toBe(401);

    const erin = await signIn({ sub: 'erin' });
    const erinId = (await erin.browser.get('/api/profile')).json.uid as string;
    DANA.groups = ['estimate-admins'];
    const admin = await signIn({ sub: 'dana' });
    const ban = await admin.browser.put(`/api/admin/users/${erinId}/ban`, { reason: 'Left the company' });
    expect(ban.status, ban.text).toBe(200);
    const banned = await signIn({ sub: 'erin' });
    expect(banned.landed.pathname).toBe('/sign-in');
    expect(banned.landed.searchParams.get('error')).toMatch(/ban/i);
    expect((await banned.browser.get('/api/profile')).status).toBe(401);
  });

  it('tells the browser which providers there are, and nothing secret about them', async () => {
    const config = await new TestClient(server.url).get('/api/config');
    expect(config.json.signInProviders).toEqual([{ id: 'acme', label: 'Acme SSO', protocol: 'oidc' }]);
    expect(config.text).not.toContain(CLIENT_SECRET);
  });
});

describe.each(TEST_DIALECTS)('a server that turns passwords or guests off, on %s', (dialect) => {
  const running: { provider: OidcTestProvider; server: TestServer }[] = [];
  afterAll(async () => {
    for (const { provider, server } of running) {
      await server.close();
      await provider.close();
    }
  });

  it('with passwords off, signs in with the provider only, and a guest still joins a room by link', async () => {
    const started = await startWithProvider(dialect, { PASSWORD_SIGN_IN: 'false' });
    running.push(started);
    const { provider, server } = started;
    const stranger = new TestClient(server.url);
    for (const [path, body] of [
      ['/api/auth/sign-up/email', { name: 'Eve', email: 'eve@example.com', password: 'secret-pass' }],
      ['/api/auth/sign-in/email', { email: 'eve@example.com', password: 'secret-pass' }],
      ['/api/auth/request-password-reset', { email: 'eve@example.com' }],
    ] as const) {
      const refused = await stranger.post(path, body);
      expect([path, refused.status, refused.json.code]).toEqual([path, 403, 'PASSWORD_SIGN_IN_OFF']);
    }
    expect((await stranger.get('/api/config')).json).toMatchObject({
      passwordSignIn: false,
      guestAccess: true,
    });

    const { browser } = await ssoSignIn(server.url, provider, { sub: 'ann' });
    const owner = new RoomTestUser(server.url, browser);
    owner.userId = (await browser.get('/api/profile')).json.uid as string;
    await owner.connect();
    const roomId = await owner.createRoom();
    await owner.join(roomId);
    const [guest] = await newGuests(server.url, 1, 'Outside developer');
    expect((await guest!.join(roomId)).members.map((member) => member.displayName).sort()).toEqual([
      'Ann Acme',
      'Outside developer 0',
    ]);
    for (const person of [owner, guest!]) person.close();
  });

  it('answers a sign-in with a provider that cannot be reached with a clear refusal', async () => {
    const server = await startTestServer(dialect, {
      OIDC_PROVIDERS: 'acme',
      OIDC_ACME_ISSUER: `http://127.0.0.1:${await freePort()}`,
      OIDC_ACME_CLIENT_ID: CLIENT_ID,
      OIDC_ACME_CLIENT_SECRET: CLIENT_SECRET,
    });
    try {
      const started = await new TestClient(server.url).post('/api/auth/sign-in/social', {
        provider: 'acme',
        callbackURL: '/dashboard',
      });
      expect(started.status, started.text).toBeGreaterThanOrEqual(400);
      expect(started.status).toBeLessThan(500);
      expect(started.json.message).toBeTruthy();
    } finally {
      await server.close();
    }
  });

  it('with guests off, refuses a guest and says to sign in', async () => {
    const started = await startWithProvider(dialect, { GUEST_ACCESS: 'false' });
    running.push(started);
    const refused = await new TestClient(started.server.url).post('/api/auth/sign-in/anonymous', {
      name: 'Gus',
    });
    expect([refused.status, refused.json]).toEqual([
      403,
      { code: 'GUESTS_OFF', message: 'This server admits no guests: sign in with your account to join' },
    ]);
    expect((await new TestClient(started.server.url).get('/api/config')).json).toMatchObject({
      passwordSignIn: true,
      guestAccess: false,
    });
  });
});
