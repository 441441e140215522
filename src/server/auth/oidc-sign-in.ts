import type { GenericOAuthConfig } from 'better-auth/plugins';
import type { FastifyBaseLogger } from 'fastify';
import { DISPLAY_NAME_MAX_LENGTH } from '../../shared/constants';
import type { OidcProviderConfig } from '../config/oidc-config';

/** A name from the provider's claims, fit for a profile: its name, else the username, else the address's. */
export function nameFromClaims(claims: Record<string, unknown>): string {
  const text = (value: unknown) => (typeof value === 'string' ? value.replace(/\s+/g, ' ').trim() : '');
  const email = text(claims.email);
  const name =
    text(claims.name) ||
    [text(claims.given_name), text(claims.family_name)].filter(Boolean).join(' ') ||
    text(claims.preferred_username) ||
    email.split('@')[0] ||
    'Member';
  return name.slice(0, DISPLAY_NAME_MAX_LENGTH);
}

/** Whether the claims hold the administrator's claim: the value itself, or a list holding it. */
export function holdsClaim(
  claims: Record<string, unknown>,
  { claim, value }: { claim: string; value: string },
) {
  const held = claims[claim];
  return Array.isArray(held) ? held.some((item) => String(item) === value) : String(held ?? '') === value;
}

/** How long a sign-in's decision waits for its session to be made (the same request, at once). */
const CLAIMS_WAIT_MS = 60_000;

/** What a sign-in's claims say beyond the profile: whether an administrator, where a picture is. */
export interface SignInClaims {
  /** Undefined where the provider has no administrator's claim. */
  admin?: boolean;
  picture?: string;
}

/**
 * A sign-in's claims, applied when its session is made, by the account's address: the claims are
 * seen before the account is found, the account only after.
 */
export function claimedAtSignIn() {
  const pending = new Map<string, SignInClaims & { at: number }>();
  return {
    note(email: string, claims: SignInClaims): void {
      const now = Date.now();
      for (const [key, entry] of pending) if (now - entry.at > CLAIMS_WAIT_MS) pending.delete(key);
      pending.set(email.toLowerCase(), { ...claims, at: now });
    },
    /** What this address's sign-in claimed, once; undefined for a sign-in without a provider. */
    take(email: string): SignInClaims | undefined {
      const entry = pending.get(email.toLowerCase());
      pending.delete(email.toLowerCase());
      return entry && Date.now() - entry.at <= CLAIMS_WAIT_MS ? entry : undefined;
    },
  };
}
export type ClaimedAtSignIn = ReturnType<typeof claimedAtSignIn>;

/**
 * Each provider for better-auth's OpenID Connect sign-in: endpoints and keys from its discovery
 * document, the authorization code flow with PKCE, `state` and `nonce` checked, and the ID token
 * verified against the provider's keys, without which the provider is not offered.
 */
export function oidcSignIn(
  providers: readonly OidcProviderConfig[],
  claimed: ClaimedAtSignIn,
): GenericOAuthConfig[] {
  return providers.map((provider) => ({
    providerId: provider.id,
    name: provider.label,
    discoveryUrl: `${provider.issuer}/.well-known/openid-configuration`,
    clientId: provider.clientId,
    clientSecret: provider.clientSecret,
    scopes: provider.scopes,
    pkce: true,
    requireIdTokenVerification: true,
    mapProfileToUser: (profile) => {
      if (typeof profile.email === 'string') {
        claimed.note(profile.email, {
          admin: provider.adminClaim ? holdsClaim(profile, provider.adminClaim) : undefined,
          picture: typeof profile.picture === 'string' ? profile.picture : undefined,
        });
      }
      return {
        name: nameFromClaims(profile),
        // The provider's photo is on its own address, which the app's pages do not load from.
        image: undefined,
      };
    },
  }));
}

/** How long start-up waits on a provider's discovery document before saying it did not answer. */
const DISCOVERY_CHECK_TIMEOUT_MS = 5_000;

/**
 * Asks each provider for its discovery document once at start-up, and says in one line which one
 * does not answer or is not the issuer it was set up as: people cannot sign in with it until it
 * does (better-auth asks again at the next sign-in). Never stops the server: a provider that is
 * down for a moment must not take the app down with it.
 */
export async function checkOidcProviders(
  providers: readonly OidcProviderConfig[],
  log: Pick<FastifyBaseLogger, 'error'>,
): Promise<void> {
  await Promise.all(
    providers.map(async (provider) => {
      const variable = `OIDC_${provider.id.toUpperCase().replaceAll('-', '_')}_ISSUER`;
      const where = `${provider.issuer}/.well-known/openid-configuration`;
      let problem: string | null = null;
      try {
        const response = await fetch(where, { signal: AbortSignal.timeout(DISCOVERY_CHECK_TIMEOUT_MS) });
        const document = response.ok ? ((await response.json()) as { issuer?: unknown }) : null;
        if (!document) problem = `answered ${response.status} at ${where}`;
        else if (String(document.issuer).replace(/\/+$/, '') !== provider.issuer)
          problem = `calls itself ${String(document.issuer)}, not ${provider.issuer}`;
      } catch (error) {
        problem = `cannot be reached at ${where} (${(error as Error).message})`;
      }
      if (problem) {
        log.error(
          `OpenID provider "${provider.id}" (${variable}) ${problem}: sign-in with it does not work until this is fixed`,
        );
      }
    }),
  );
}
