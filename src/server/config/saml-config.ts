import { X509Certificate } from 'node:crypto';
import { configError, providersIn, type AdminClaim } from './provider-settings';

/** One SAML 2.0 identity provider people sign in with, as the administrator set it up. */
export interface SamlProviderConfig {
  /** In our addresses: {PUBLIC_URL}/api/auth/saml/{id}/acs and …/metadata (our entity id). */
  id: string;
  label: string;
  /** Its single sign-on address, where the browser is sent with our request (HTTP-Redirect). */
  entryPoint: string;
  /** The certificate its assertions are signed with, as PEM. */
  certificate: string;
  /** Its entity id: an answer naming another issuer is refused. Null: not checked. */
  issuer: string | null;
  /** Whether it vouches for addresses, so an account already there with the address is linked. */
  emailVerified: boolean;
  /** `groups=estimate-admins`: whoever the provider gives that attribute (value) is an administrator. */
  adminClaim: AdminClaim | null;
}

/** The certificate as PEM, from PEM or its base64 body on one line (with `\n` escapes or none). */
function certificatePem(text: string, variable: string): string {
  const body = text
    .replaceAll('\\n', '\n')
    .replace(/-----(BEGIN|END) CERTIFICATE-----/g, '')
    .replace(/\s+/g, '');
  const pem = `-----BEGIN CERTIFICATE-----\n${body.match(/.{1,64}/g)?.join('\n') ?? ''}\n-----END CERTIFICATE-----\n`;
  try {
    new X509Certificate(pem);
  } catch {
    configError(`${variable} must be the provider's signing certificate, as PEM or its base64 body`);
  }
  return pem;
}

/**
 * The providers named in SAML_PROVIDERS (a comma-separated list of ids), each with its
 * SAML_{ID}_ENTRY_POINT and _CERT, and optionally _ISSUER, _LABEL, _EMAIL_VERIFIED and
 * _ADMIN_ATTRIBUTE. A missing or malformed setting stops the start with one line naming it.
 */
export function parseSamlProviders(source: Record<string, string | undefined>): SamlProviderConfig[] {
  return providersIn(source, 'SAML').map((provider) => {
    const entryPoint = provider.required('ENTRY_POINT');
    if (!URL.canParse(entryPoint) || !/^https?:\/\//.test(entryPoint)) {
      configError(
        `${provider.variable('ENTRY_POINT')} must be the provider's http(s) single sign-on address`,
      );
    }
    const verified = provider.optional('EMAIL_VERIFIED') || 'false';
    if (verified !== 'true' && verified !== 'false') {
      configError(`${provider.variable('EMAIL_VERIFIED')} must be true or false`);
    }
    return {
      id: provider.id,
      label: provider.label(),
      entryPoint,
      certificate: certificatePem(provider.required('CERT'), provider.variable('CERT')),
      issuer: provider.optional('ISSUER') || null,
      emailVerified: verified === 'true',
      adminClaim: provider.adminClaim('ADMIN_ATTRIBUTE', 'attribute'),
    };
  });
}
