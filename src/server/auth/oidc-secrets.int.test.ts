import { describe, expect, it } from 'vitest';
import { freePort } from '../testing/free-ports';
import { TestClient } from '../testing/http-client';
import { startOidcProvider } from '../testing/oidc-test-provider';
import { spawnServer } from '../testing/spawned-server';

const CLIENT_SECRET = 'estimate-client-secret-never-logged';

/** What the server process really writes, at its most talkative, through a whole sign-in and out. */
describe('the provider’s secrets in the log', () => {
  it('are not there: not the client secret, the authorization code or the ID token', async () => {
    const port = await freePort();
    const provider = await startOidcProvider({
      clientId: 'estimate',
      clientSecret: CLIENT_SECRET,
      redirectUris: [`http://127.0.0.1:${port}/api/auth/callback/acme`],
      accounts: [{ sub: 'ann', email: 'ann@acme.example', emailVerified: true, name: 'Ann Acme' }],
    });
    const server = await spawnServer({
      PORT: String(port),
      LOG_LEVEL: 'trace',
      OIDC_PROVIDERS: 'acme',
      OIDC_ACME_ISSUER: provider.issuer,
      OIDC_ACME_CLIENT_ID: 'estimate',
      OIDC_ACME_CLIENT_SECRET: CLIENT_SECRET,
    });
    try {
      const browser = new TestClient(server.url);
      const started = await browser.post('/api/auth/sign-in/social', { provider: 'acme', callbackURL: '/' });
      const callback = await provider.visit(started.json.url as string, { sub: 'ann' });
      const code = callback.searchParams.get('code')!;
      await browser.navigate(callback.pathname + callback.search);
      expect((await browser.get('/api/profile')).status).toBe(200);
      const out = await browser.post('/api/auth/sign-out', { disableRedirect: true, callbackURL: '/' });
      const idToken = new URL(out.json.url as string).searchParams.get('id_token_hint')!;

      const log = server.log();
      expect(log).toContain('"level"');
      // Requests are logged, the callback's too, but not what its address carried.
      expect(log).toContain('/api/auth/callback/acme');
      for (const secret of [CLIENT_SECRET, code, idToken]) expect(log).not.toContain(secret);
    } finally {
      server.kill();
      await provider.close();
    }
  }, 60_000);
});
