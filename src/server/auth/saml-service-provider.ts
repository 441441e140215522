import { SAML, ValidateInResponseTo, type CacheProvider, type Profile } from '@node-saml/node-saml';
import type { SamlProviderConfig } from '../config/saml-config';
import { holdsClaim, nameFromClaims } from './oidc-sign-in';

/** How long a sign-in started here may take at the provider before its answer is refused. */
export const SAML_REQUEST_TTL_MS = 10 * 60_000;
/** How far the provider's clock may be from ours when its assertion's validity is checked. */
const ACCEPTED_CLOCK_SKEW_MS = 60_000;

/** Our addresses for one provider: where its answers come (ACS) and our entity id, which serves our metadata. */
export function samlAddresses(publicUrl: string, providerId: string) {
  const base = `${publicUrl}/api/auth/saml/${providerId}`;
  return { acs: `${base}/acs`, entityId: `${base}/metadata` };
}

/**
 * The service provider for one identity provider: our request is unsigned and sent by redirect;
 * the answer must be an assertion signed with the provider's certificate, for us (audience), in
 * answer to a request of ours still waiting (InResponseTo), within its validity window.
 */
export function serviceProvider(
  provider: SamlProviderConfig,
  publicUrl: string,
  requests: CacheProvider,
  requestId?: string,
): SAML {
  const { acs, entityId } = samlAddresses(publicUrl, provider.id);
  return new SAML({
    entryPoint: provider.entryPoint,
    issuer: entityId,
    audience: entityId,
    callbackUrl: acs,
    idpCert: provider.certificate,
    ...(provider.issuer ? { idpIssuer: provider.issuer } : {}),
    // Entra ID signs only the assertion unless told otherwise; the assertion is what we trust.
    wantAssertionsSigned: true,
    wantAuthnResponseSigned: false,
    validateInResponseTo: ValidateInResponseTo.always,
    requestIdExpirationPeriodMs: SAML_REQUEST_TTL_MS,
    acceptedClockSkewMs: ACCEPTED_CLOCK_SKEW_MS,
    cacheProvider: requests,
    // The provider sends the name id it is set up with (persistent, email, …): we ask for none.
    identifierFormat: null,
    disableRequestedAuthnContext: true,
    ...(requestId ? { generateUniqueId: () => requestId } : {}),
  });
}

/** What a verified assertion says about the person. */
export interface SamlIdentity {
  /** The provider's name id: the account's key at that provider. */
  nameId: string;
  email: string | null;
  name: string;
  /** Undefined where the provider has no administrator's attribute. */
  admin?: boolean;
}

const EMAIL_ATTRIBUTES = [
  'email',
  'mail',
  'http://schemas.xmlsoap.org/ws/2005/05/identity/claims/emailaddress',
];
/** The usual attribute names (Entra ID's claim URIs, LDAP's OIDs, plain names) for the claims a name is made of. */
const NAME_ATTRIBUTES: Record<string, string[]> = {
  name: [
    'displayName',
    'http://schemas.microsoft.com/identity/claims/displayname',
    'urn:oid:2.16.840.1.113730.3.1.241',
  ],
  given_name: [
    'givenName',
    'firstName',
    'http://schemas.xmlsoap.org/ws/2005/05/identity/claims/givenname',
    'urn:oid:2.5.4.42',
  ],
  family_name: [
    'sn',
    'surname',
    'lastName',
    'http://schemas.xmlsoap.org/ws/2005/05/identity/claims/surname',
    'urn:oid:2.5.4.4',
  ],
  preferred_username: ['uid', 'username'],
};
const ADDRESS = /^[^\s@]+@[^\s@]+$/;

/** An attribute's first value as text: SAML attributes may hold several. */
function first(profile: Profile, names: readonly string[]): string {
  for (const name of names) {
    const value = profile[name];
    const text = Array.isArray(value) ? value[0] : value;
    if (typeof text === 'string' && text.trim()) return text.trim();
  }
  return '';
}

export function identityOf(profile: Profile, provider: SamlProviderConfig): SamlIdentity {
  const email = first(profile, EMAIL_ATTRIBUTES) || (ADDRESS.test(profile.nameID) ? profile.nameID : '');
  const claims = Object.fromEntries(
    Object.entries(NAME_ATTRIBUTES).map(([claim, names]) => [claim, first(profile, names)]),
  );
  return {
    nameId: profile.nameID,
    email: ADDRESS.test(email) ? email.toLowerCase() : null,
    name: nameFromClaims({ ...claims, email }),
    admin: provider.adminClaim ? holdsClaim(profile, provider.adminClaim) : undefined,
  };
}
