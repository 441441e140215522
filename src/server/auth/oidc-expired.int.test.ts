import { afterEach, describe, expect, it, vi } from 'vitest';
import { freePort } from '../testing/free-ports';
import { TestClient } from '../testing/http-client';
import { startOidcProvider } from '../testing/oidc-test-provider';
import { spawnServer } from '../testing/spawned-server';

/** Well past the 30 s of clock difference an ID token's check allows between the two sides. */
const PROVIDER_BEHIND_MS = 3 * 60_000;

afterEach(() => vi.useRealTimers());

/**
 * A provider whose ID tokens have run out when they arrive: its clock (this test's process) is set
 * minutes behind the server's (a process of its own), and its tokens last one second.
 */
describe('an expired ID token', () => {
  it('signs nobody in, and sends the person back to the sign-in page', async () => {
    const port = await freePort();
    const provider = await startOidcProvider({
      clientId: 'estimate',
      clientSecret: 'estimate-client-secret',
      redirectUris: [`http://127.0.0.1:${port}/api/auth/callback/acme`],
      accounts: [{ sub: 'ann', email: 'ann@acme.example', emailVerified: true, name: 'Ann Acme' }],
      idTokenTtlSeconds: 1,
    });
    const server = await spawnServer({
      PORT: String(port),
      OIDC_PROVIDERS: 'acme',
      OIDC_ACME_ISSUER: provider.issuer,
      OIDC_ACME_CLIENT_ID: 'estimate',
      OIDC_ACME_CLIENT_SECRET: 'estimate-client-secret',
    });
    try {
      const browser = new TestClient(server.url);
      const started = await browser.post('/api/auth/sign-in/social', {
        provider: 'acme',
        callbackURL: '/dashboard',
        errorCallbackURL: '/sign-in',
      });
      vi.useFakeTimers({ toFake: ['Date'], now: Date.now() - PROVIDER_BEHIND_MS });
      const callback = await provider.visit(started.json.url as string, { sub: 'ann' });
      const landed = await browser.navigate(callback.pathname + callback.search);
      vi.useRealTimers();
      expect(new URL(landed.location ?? '', server.url).pathname).toBe('/sign-in');
      expect((await browser.get('/api/profile')).status).toBe(401);
    } finally {
      vi.useRealTimers();
      server.kill();
      await provider.close();
    }
  }, 60_000);
});
