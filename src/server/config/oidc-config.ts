import { ConfigError } from './env';

/** One OpenID Connect provider people sign in with, as the administrator set it up. */
export interface OidcProviderConfig {
  /** Lowercase letters, digits and dashes: in the callback URL, {PUBLIC_URL}/api/auth/callback/{id}. */
  id: string;
  /** What the sign-in button says after "Sign in with". */
  label: string;
  /** Where its discovery document is: {issuer}/.well-known/openid-configuration. */
  issuer: string;
  clientId: string;
  clientSecret: string;
  scopes: string[];
  /** `groups=estimate-admins`: whoever the provider gives that claim (value) is an administrator. */
  adminClaim: { claim: string; value: string } | null;
}

const DEFAULT_SCOPES = ['openid', 'profile', 'email'];
const PROVIDER_ID = /^[a-z][a-z0-9-]{0,31}$/;

/** `OIDC_{ID}_ISSUER` and the like: the provider's id in upper case, dashes as underscores. */
const variableOf = (id: string, setting: string) =>
  `OIDC_${id.toUpperCase().replaceAll('-', '_')}_${setting}`;

/**
 * The providers named in OIDC_PROVIDERS (a comma-separated list of ids), each with its
 * OIDC_{ID}_ISSUER, _CLIENT_ID and _CLIENT_SECRET, and optionally _LABEL, _SCOPES and _ADMIN_CLAIM. A missing or
 * malformed setting stops the start with one line naming it.
 */
export function parseOidcProviders(source: Record<string, string | undefined>): OidcProviderConfig[] {
  const ids = (source.OIDC_PROVIDERS ?? '')
    .split(',')
    .map((id) => id.trim())
    .filter(Boolean);
  const fail = (message: string): never => {
    throw new ConfigError(`Invalid configuration: ${message}`);
  };
  if (new Set(ids).size !== ids.length) fail('OIDC_PROVIDERS names a provider twice');
  return ids.map((id) => {
    if (!PROVIDER_ID.test(id)) {
      fail(
        `OIDC_PROVIDERS: "${id}" must be lowercase letters, digits and dashes, starting with a letter (at most 32)`,
      );
    }
    const setting = (name: string) => source[variableOf(id, name)]?.trim() ?? '';
    const required = (name: string) =>
      setting(name) || fail(`${variableOf(id, name)} is needed for the provider "${id}" in OIDC_PROVIDERS`);
    const issuer = required('ISSUER').replace(/\/+$/, '');
    if (!URL.canParse(issuer) || !/^https?:\/\//.test(issuer)) {
      fail(
        `${variableOf(id, 'ISSUER')} must be the provider's http(s) address, such as https://sso.example.com/realms/acme`,
      );
    }
    const scopes = setting('SCOPES')
      ? setting('SCOPES')
          .split(/[\s,]+/)
          .filter(Boolean)
      : DEFAULT_SCOPES;
    if (!scopes.includes('openid')) fail(`${variableOf(id, 'SCOPES')} must include openid`);
    const adminClaim = setting('ADMIN_CLAIM');
    const [claim, ...rest] = adminClaim.split('=');
    if (adminClaim && (!claim?.trim() || rest.join('=').trim() === '')) {
      fail(`${variableOf(id, 'ADMIN_CLAIM')} must be claim=value, such as groups=estimate-admins`);
    }
    return {
      id,
      label: setting('LABEL') || id.charAt(0).toUpperCase() + id.slice(1),
      issuer,
      clientId: required('CLIENT_ID'),
      clientSecret: required('CLIENT_SECRET'),
      scopes,
      adminClaim: adminClaim ? { claim: claim!.trim(), value: rest.join('=').trim() } : null,
    };
  });
}
