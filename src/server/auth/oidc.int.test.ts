import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort } from '../testing/free-ports';
import { TestClient } from '../testing/http-client';
import { startOidcProvider, type OidcTestProvider, type OidcVisit } from '../testing/oidc-test-provider';
import { startTestServer, TEST_DIALECTS, type TestServer } from '../testing/test-server';

const CLIENT_ID = 'estimate';
const CLIENT_SECRET = 'estimate-client-secret-from-the-provider';

describe.each(TEST_DIALECTS)('signing in with the company’s OpenID provider, on %s', (dialect) => {
  let provider: OidcTestProvider;
  let server: TestServer;

  beforeAll(async () => {
    const port = await freePort();
    provider = await startOidcProvider({
      clientId: CLIENT_ID,
      clientSecret: CLIENT_SECRET,
      redirectUris: [`http://127.0.0.1:${port}/api/auth/callback/acme`],
      accounts: [
        { sub: 'ann', email: 'ann@acme.example', emailVerified: true, name: 'Ann Acme' },
        { sub: 'bob-unverified', email: 'bob@acme.example', emailVerified: false, name: 'Bob Else' },
        { sub: 'bob', email: 'bob@acme.example', emailVerified: true, name: 'Bob Acme' },
      ],
    });
    server = await startTestServer(dialect, {
      PORT: String(port),
      OIDC_PROVIDERS: 'acme',
      OIDC_ACME_ISSUER: provider.issuer,
      OIDC_ACME_CLIENT_ID: CLIENT_ID,
      OIDC_ACME_CLIENT_SECRET: CLIENT_SECRET,
      OIDC_ACME_LABEL: 'Acme SSO',
    });
  }, 30_000);

  afterAll(async () => {
    await server?.close();
    await provider?.close();
  });

  /** A browser starting a sign-in with the provider: where the app sends it, and the browser. */
  async function start() {
    const browser = new TestClient(server.url);
    const started = await browser.post('/api/auth/sign-in/social', {
      provider: 'acme',
      callbackURL: '/dashboard',
      errorCallbackURL: '/sign-in',
    });
    expect(started.status, started.text).toBe(200);
    return { browser, authorization: new URL(started.json.url as string) };
  }

  /** The whole round trip: the app, the provider's pages, and back to the app's callback. */
  async function signIn(visit: OidcVisit, tamper?: (callback: URL) => void) {
    const { browser, authorization } = await start();
    const callback = await provider.visit(authorization.href, visit);
    tamper?.(callback);
    const landed = await browser.navigate(callback.pathname + callback.search);
    return { browser, landed: new URL(landed.location ?? '', server.url) };
  }

  it('goes through the provider’s own pages with PKCE and a nonce, and lands on the dashboard', async () => {
    const { authorization } = await start();
    expect(authorization.origin).toBe(provider.issuer);
    expect(authorization.searchParams.get('code_challenge_method')).toBe('S256');
    for (const param of ['code_challenge', 'state', 'nonce'])
      expect(authorization.searchParams.get(param)).toBeTruthy();
    expect(authorization.searchParams.get('scope')).toBe('openid profile email');

    const { browser, landed } = await signIn({ sub: 'ann' });
    expect(landed.pathname).toBe('/dashboard');
    const profile = await browser.get('/api/profile');
    expect(profile.status, profile.text).toBe(200);
    expect(profile.json).toMatchObject({ displayName: 'Ann Acme', email: 'ann@acme.example', photoURL: null });

    // The next time, the same account: no second one is made.
    const again = await signIn({ sub: 'ann' });
    expect((await again.browser.get('/api/profile')).json.uid).toBe(profile.json.uid);
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

    const verified = await signIn({ sub: 'bob' });
    expect(verified.landed.pathname).toBe('/dashboard');
    expect((await verified.browser.get('/api/profile')).json.uid).toBe(uid);
  });

  it('tells the browser which providers there are, and nothing secret about them', async () => {
    const config = await new TestClient(server.url).get('/api/config');
    expect(config.json.signInProviders).toEqual([{ id: 'acme', label: 'Acme SSO' }]);
    expect(config.text).not.toContain(CLIENT_SECRET);
  });
});
