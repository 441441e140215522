import { configError, providersIn, type AdminClaim } from './provider-settings';

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
  adminClaim: AdminClaim | null;
}

const DEFAULT_SCOPES = ['openid', 'profile', 'email'];

/**
 * The providers named in OIDC_PROVIDERS (a comma-separated list of ids), each with its
 * OIDC_{ID}_ISSUER, _CLIENT_ID and _CLIENT_SECRET, and optionally _LABEL, _SCOPES and _ADMIN_CLAIM. A missing or
 * malformed setting stops the start with one line naming it.
 */
export function parseOidcProviders(source: Record<string, string | undefined>): OidcProviderConfig[] {
  return providersIn(source, 'OIDC').map((provider) => {
    const issuer = provider.required('ISSUER').replace(/\/+$/, '');
    if (!URL.canParse(issuer) || !/^https?:\/\//.test(issuer)) {
      configError(
        `${provider.variable('ISSUER')} must be the provider's http(s) address, such as https://sso.example.com/realms/acme`,
      );
    }
    const scopes = provider.optional('SCOPES')
      ? provider
          .optional('SCOPES')
          .split(/[\s,]+/)
          .filter(Boolean)
      : DEFAULT_SCOPES;
    if (!scopes.includes('openid')) configError(`${provider.variable('SCOPES')} must include openid`);
    return {
      id: provider.id,
      label: provider.label(),
      issuer,
      clientId: provider.required('CLIENT_ID'),
      clientSecret: provider.required('CLIENT_SECRET'),
      scopes,
      adminClaim: provider.adminClaim('ADMIN_CLAIM', 'claim'),
    };
  });
}
