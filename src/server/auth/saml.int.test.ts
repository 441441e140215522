import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TestClient } from '../testing/http-client';
import {
  startSamlProvider,
  type SamlAnswerOptions,
  type SamlTestProvider,
} from '../testing/saml-test-provider';
import { startTestServer, TEST_DIALECTS, type TestServer } from '../testing/test-server';

/** In the administrators' group at the provider; the test takes her out of it later. */
const DANA = {
  nameId: 'dana-7',
  email: 'dana@acme.example',
  displayName: 'Dana Acme',
  groups: ['estimate-admins'],
};

describe.each(TEST_DIALECTS)('signing in with the company’s SAML provider, on %s', (dialect) => {
  let provider: SamlTestProvider;
  let server: TestServer;

  beforeAll(async () => {
    provider = await startSamlProvider({
      accounts: [
        { nameId: 'ann-1', email: 'Ann@Acme.example', displayName: 'Ann Acme' },
        { nameId: 'bob-2', email: 'bob@acme.example', displayName: 'Bob Acme' },
        DANA,
        { nameId: 'nobody-3', displayName: 'No Address' },
        { nameId: 'eve-4', email: 'eve@acme.example', displayName: 'Eve Acme' },
      ],
    });
    // Two names for one provider: "acme" vouches for addresses, "partner" does not.
    const settings = (id: string, extra: Record<string, string>) => ({
      [`SAML_${id}_ENTRY_POINT`]: provider.entryPoint,
      [`SAML_${id}_CERT`]: provider.certificate,
      [`SAML_${id}_ISSUER`]: provider.issuer,
      ...extra,
    });
    server = await startTestServer(dialect, {
      SAML_PROVIDERS: 'acme,partner',
      ...settings('ACME', {
        SAML_ACME_LABEL: 'Acme SAML',
        SAML_ACME_EMAIL_VERIFIED: 'true',
        SAML_ACME_ADMIN_ATTRIBUTE: 'groups=estimate-admins',
      }),
      ...settings('PARTNER', {}),
    });
  }, 30_000);

  afterAll(async () => {
    await server?.close();
    await provider?.close();
  });

  /** A browser starting a sign-in: where the app sends it. */
  async function start(providerId = 'acme') {
    const browser = new TestClient(server.url);
    const started = await browser.post(`/api/auth/saml/${providerId}/sign-in`, {
      callbackURL: '/dashboard',
      errorCallbackURL: '/sign-in?redirect=%2Fdashboard',
    });
    expect(started.status, started.text).toBe(200);
    return { browser, authorize: started.json.url as string };
  }

  /** The provider's page posting its answer to the app, from the provider's origin. */
  async function post(browser: TestClient, answer: { action: string; SAMLResponse: string }) {
    const acs = new URL(answer.action);
    expect(acs.origin).toBe(server.url);
    const posted = await browser.request(
      'POST',
      acs.pathname,
      new URLSearchParams({ SAMLResponse: answer.SAMLResponse }).toString(),
      { 'content-type': 'application/x-www-form-urlencoded', origin: new URL(provider.entryPoint).origin },
      'manual',
    );
    expect(posted.status, posted.text).toBe(302);
    return new URL(posted.headers.get('location') ?? '', server.url);
  }

  /** Through the provider and back, following the app's redirects to where the browser lands. */
  async function signIn(nameId: string, how?: SamlAnswerOptions, providerId = 'acme') {
    const { browser, authorize } = await start(providerId);
    const answer = await provider.answer(authorize, nameId, how);
    let landed = await post(browser, answer);
    if (landed.pathname.endsWith('/finish')) {
      const finished = await browser.navigate(landed.pathname + landed.search);
      landed = new URL(finished.location ?? '', server.url);
    }
    return { browser, landed, answer };
  }

  it('sends the browser to the provider and lands on the dashboard with the account the assertion names', async () => {
    const { authorize } = await start();
    expect(authorize.startsWith(`${provider.entryPoint}?SAMLRequest=`)).toBe(true);

    const { browser, landed } = await signIn('ann-1');
    expect(landed.pathname).toBe('/dashboard');
    const profile = await browser.get('/api/profile');
    expect(profile.status, profile.text).toBe(200);
    expect(profile.json).toMatchObject({ displayName: 'Ann Acme', email: 'ann@acme.example' });
    const methods = await browser.get('/api/profile/sign-in-methods');
    expect(methods.json.methods).toEqual([{ id: 'acme', label: 'Acme SAML' }]);

    const again = await signIn('ann-1');
    expect((await again.browser.get('/api/profile')).json.uid).toBe(profile.json.uid);
  });

  it('refuses an answer signed with another key, an expired one, one meant for another service, and a replay', async () => {
    for (const how of [
      { signedBy: 'impostor' },
      { expiredMinutesAgo: 10 },
      { audience: 'https://another-app.example/saml' },
    ] satisfies SamlAnswerOptions[]) {
      const { browser, landed } = await signIn('ann-1', how);
      expect(landed.pathname, JSON.stringify(how)).toBe('/sign-in');
      expect(landed.searchParams.get('error')).toBe('saml_refused');
      expect((await browser.get('/api/profile')).status).toBe(401);
    }

    // An answer for acme to a request that went to partner.
    const crossing = await start('partner');
    const crossed = await provider.answer(crossing.authorize, 'ann-1', {
      audience: `${server.url}/api/auth/saml/acme/metadata`,
    });
    const across = await post(crossing.browser, {
      ...crossed,
      action: `${server.url}/api/auth/saml/acme/acs`,
    });
    expect(across.searchParams.get('error')).toBe('saml_refused');

    const honest = await signIn('ann-1');
    expect(honest.landed.pathname).toBe('/dashboard');
    const thief = new TestClient(server.url);
    const replayed = await post(thief, honest.answer);
    expect(replayed.searchParams.get('error')).toBe('saml_refused');
    expect((await thief.get('/api/profile')).status).toBe(401);
  });

  it('answers a malformed post with a clear refusal, never a server error', async () => {
    const browser = new TestClient(server.url);
    const garbage = await post(browser, {
      action: `${server.url}/api/auth/saml/acme/acs`,
      SAMLResponse: 'PGZvbz4=',
    });
    expect(garbage.searchParams.get('error')).toBe('saml_refused');
    const empty = await browser.request('POST', '/api/auth/saml/acme/acs', 'RelayState=x', {
      'content-type': 'application/x-www-form-urlencoded',
    });
    expect(empty.status).toBe(400);
    const unknown = await browser.request('POST', '/api/auth/saml/nope/acs', 'SAMLResponse=x', {
      'content-type': 'application/x-www-form-urlencoded',
    });
    expect(unknown.status).toBe(404);
  });

  it('signs in only the browser that started the sign-in', async () => {
    const { authorize } = await start();
    const answer = await provider.answer(authorize, 'ann-1');
    // Someone else's browser is handed the answer (a forged form on another page).
    const victim = new TestClient(server.url);
    const next = await post(victim, answer);
    const finished = await victim.navigate(next.pathname + next.search);
    const landed = new URL(finished.location ?? '', server.url);
    expect(landed.pathname).toBe('/sign-in');
    expect(landed.searchParams.get('error')).toBe('saml_other_browser');
    expect((await victim.get('/api/profile')).status).toBe(401);
  });

  it('says so when the person cancels at the provider, or it gives no address', async () => {
    const cancelled = await signIn('ann-1', { status: 'urn:oasis:names:tc:SAML:2.0:status:AuthnFailed' });
    expect(cancelled.landed.searchParams.get('error')).toBe('access_denied');
    const noAddress = await signIn('nobody-3');
    expect(noAddress.landed.pathname).toBe('/sign-in');
    expect(noAddress.landed.searchParams.get('redirect')).toBe('/dashboard');
    expect(noAddress.landed.searchParams.get('error')).toBe('email_not_found');
  });

  it('links a password account only through a provider that vouches for addresses', async () => {
    const own = new TestClient(server.url);
    await own.signUp('bob@acme.example', 'bobs-password', 'Bob');
    const uid = (await own.get('/api/profile')).json.uid as string;

    const partner = await signIn('bob-2', {}, 'partner');
    expect(partner.landed.searchParams.get('error')).toBe('account_not_linked');
    expect((await partner.browser.get('/api/profile')).status).toBe(401);

    const acme = await signIn('bob-2');
    expect(acme.landed.pathname).toBe('/dashboard');
    expect((await acme.browser.get('/api/profile')).json.uid).toBe(uid);
  });

  it('makes an administrator by the group attribute, checked again at each sign-in', async () => {
    DANA.groups = ['estimate-admins'];
    const first = await signIn('dana-7');
    expect((await first.browser.get('/api/admin/overview')).status).toBe(200);
    DANA.groups = [];
    const later = await signIn('dana-7');
    expect((await later.browser.get('/api/admin/overview')).status).toBe(403);
    expect((await first.browser.get('/api/admin/overview')).status).toBe(403);
  });

  it('refuses a banned account with the reason', async () => {
    const first = await signIn('eve-4');
    const uid = (await first.browser.get('/api/profile')).json.uid as string;
    await server.db.kysely.updateTable('user').set({ banned: true }).where('id', '=', uid).execute();
    const banned = await signIn('eve-4');
    expect(banned.landed.searchParams.get('error')).toBe('banned');
    expect((await banned.browser.get('/api/profile')).status).toBe(401);
  });

  it('describes itself for the provider’s set-up: entity id and where answers go', async () => {
    const metadata = await new TestClient(server.url).get('/api/auth/saml/acme/metadata');
    expect(metadata.status).toBe(200);
    expect(metadata.headers.get('content-type')).toContain('xml');
    expect(metadata.text).toContain(`entityID="${server.url}/api/auth/saml/acme/metadata"`);
    expect(metadata.text).toContain(`Location="${server.url}/api/auth/saml/acme/acs"`);
    expect((await new TestClient(server.url).get('/api/auth/saml/nope/metadata')).status).toBe(404);
  });
});
