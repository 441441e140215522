import type { Server } from 'node:http';
import Provider, { type ClientMetadata } from 'oidc-provider';
import sharp from 'sharp';
import { freePort } from './free-ports';
import { TestClient } from './http-client';
import { closeServer } from './close-server';

/** A person the test provider knows, by their subject, with the claims it tells about them. */
export interface OidcTestAccount {
  sub: string;
  email: string;
  emailVerified: boolean;
  name: string;
  groups?: string[];
  /** Its picture's address; a path is on the provider, which serves a small PNG at /picture.png. */
  picture?: string;
}

/** How a browser gets through the provider's own pages: signs in as `sub`, then consents or not. */
export interface OidcVisit {
  sub: string;
  consent?: boolean;
}

/**
 * A real OpenID provider (oidc-provider, OpenID Certified) on a free port, with one confidential
 * client and the given people, signing in through its own login and consent pages. PKCE is
 * required, as a careful company provider would have it.
 */
export async function startOidcProvider(options: {
  clientId: string;
  clientSecret: string;
  redirectUris: string[];
  accounts: OidcTestAccount[];
  /** How long its ID tokens last; an hour unless a test wants one that has run out. */
  idTokenTtlSeconds?: number;
  /** A port the app was told of in advance (the browser suite's servers); a free one otherwise. */
  port?: number;
}) {
  const port = options.port ?? (await freePort());
  const issuer = `http://127.0.0.1:${port}`;
  const accounts = new Map(options.accounts.map((account) => [account.sub, account]));
  const client: ClientMetadata = {
    client_id: options.clientId,
    client_secret: options.clientSecret,
    redirect_uris: options.redirectUris,
    // Signing out there comes back to the app's home page.
    post_logout_redirect_uris: options.redirectUris.map((uri) => new URL('/', uri).href),
    grant_types: ['authorization_code'],
    response_types: ['code'],
    token_endpoint_auth_method: 'client_secret_basic',
  };
  const provider = new Provider(issuer, {
    clients: [client],
    pkce: { required: () => true },
    scopes: ['openid', 'email', 'profile', 'groups'],
    claims: {
      openid: ['sub'],
      email: ['email', 'email_verified'],
      profile: ['name', 'picture'],
      groups: ['groups'],
    },
    // The claims come in the ID token itself, as many company providers send them.
    conformIdTokenClaims: false,
    ttl: { IdToken: options.idTokenTtlSeconds ?? 3600 },
    cookies: { keys: ['estimate-oidc-test-cookie-key'] },
    features: { devInteractions: { enabled: true } },
    findAccount: (_ctx, sub) => {
      const account = accounts.get(sub);
      if (!account) return undefined;
      return {
        accountId: sub,
        claims: () => ({
          sub,
          email: account.email,
          email_verified: account.emailVerified,
          name: account.name,
          ...(account.groups ? { groups: account.groups } : {}),
          ...(account.picture ? { picture: new URL(account.picture, issuer).href } : {}),
        }),
      };
    },
  });
  // Its own warnings about development keys and dev interactions are for people, not for the test's log.
  provider.on('server_error', () => undefined);
  const picture = await sharp({
    create: { width: 48, height: 48, channels: 3, background: { r: 20, g: 120, b: 60 } },
  })
    .png()
    .toBuffer();
  provider.use(async (ctx, next) => {
    if (ctx.path !== '/picture.png') return next();
    ctx.type = 'image/png';
    ctx.body = picture;
  });
  const server: Server = provider.listen(port);
  await new Promise<void>((resolve) => server.once('listening', () => resolve()));

  /**
   * Follows a sign-in from the app's authorization URL through the provider's pages, as the
   * person's browser would, and returns where the provider sends them back to (the app's callback).
   */
  async function visit(authorizationUrl: string, { sub, consent = true }: OidcVisit): Promise<URL> {
    const browser = new TestClient(issuer);
    let next = new URL(authorizationUrl);
    for (let hop = 0; hop < 10; hop += 1) {
      if (next.origin !== issuer) return next;
      const page = await browser.navigate(next.pathname + next.search);
      const interaction = next.pathname.match(/^\/interaction\/([^/]+)$/);
      if (interaction && page.status === 200) {
        const uid = interaction[1]!;
        const prompt = page.text.includes('name="login"') ? 'login' : 'consent';
        const answer =
          prompt === 'consent' && !consent
            ? await browser.navigate(`/interaction/${uid}/abort`)
            : await browser
                .request(
                  'POST',
                  `/interaction/${uid}`,
                  new URLSearchParams(
                    prompt === 'login' ? { prompt, login: sub, password: 'any' } : { prompt },
                  ).toString(),
                  { 'content-type': 'application/x-www-form-urlencoded' },
                  'manual',
                )
                .then((result) => ({ ...result, location: result.headers.get('location') }));
        next = new URL(answer.location ?? '', issuer);
        continue;
      }
      if (!page.location)
        throw new Error(
          `the provider answered ${page.status} at ${next.pathname}: ${page.text.slice(0, 200)}`,
        );
      next = new URL(page.location, next);
    }
    throw new Error('the provider kept redirecting');
  }

  return {
    issuer,
    visit,
    close: () => closeServer(server),
  };
}

export type OidcTestProvider = Awaited<ReturnType<typeof startOidcProvider>>;
