import { describe, expect, it } from 'vitest';
import { SAML_TEST_KEYS } from '../testing/saml-test-keys';
import { loadConfig } from './config';
import { parseSamlProviders } from './saml-config';

const PEM = SAML_TEST_KEYS.provider.certificate;
/** The certificate as an .env file holds it most easily: its base64 body on one line. */
const ONE_LINE = PEM.replace(/-----[A-Z ]+-----/g, '').replace(/\s+/g, '');
const CORP = {
  SAML_PROVIDERS: 'corp',
  SAML_CORP_ENTRY_POINT: 'https://idp.corp.example/sso/saml',
  SAML_CORP_CERT: ONE_LINE,
};

describe('SAML providers in the environment', () => {
  it('reads each provider named in SAML_PROVIDERS, with the certificate as PEM however it was given', () => {
    expect(parseSamlProviders({})).toEqual([]);
    const [corp] = parseSamlProviders(CORP);
    expect(corp).toEqual({
      id: 'corp',
      label: 'Corp',
      entryPoint: 'https://idp.corp.example/sso/saml',
      certificate: expect.stringMatching(
        /^-----BEGIN CERTIFICATE-----\n[\s\S]+\n-----END CERTIFICATE-----\n$/,
      ),
      issuer: null,
      emailVerified: false,
      adminClaim: null,
    });
    const fromPem = parseSamlProviders({
      ...CORP,
      SAML_CORP_CERT: PEM.replaceAll('\n', '\\n'),
      SAML_CORP_ISSUER: 'https://idp.corp.example',
      SAML_CORP_LABEL: 'Corp SSO',
      SAML_CORP_EMAIL_VERIFIED: 'true',
      SAML_CORP_ADMIN_ATTRIBUTE: 'memberOf=cn=admins,ou=groups',
    })[0];
    expect(fromPem).toMatchObject({
      certificate: corp!.certificate,
      issuer: 'https://idp.corp.example',
      label: 'Corp SSO',
      emailVerified: true,
      adminClaim: { claim: 'memberOf', value: 'cn=admins,ou=groups' },
    });
  });

  it('stops the start with one line naming what is missing or wrong', () => {
    expect(() => parseSamlProviders({ ...CORP, SAML_CORP_CERT: '' })).toThrow(
      'Invalid configuration: SAML_CORP_CERT is needed for the provider "corp" in SAML_PROVIDERS',
    );
    expect(() => parseSamlProviders({ ...CORP, SAML_CORP_CERT: 'not-a-certificate' })).toThrow(
      "SAML_CORP_CERT must be the provider's signing certificate, as PEM or its base64 body",
    );
    expect(() => parseSamlProviders({ ...CORP, SAML_CORP_ENTRY_POINT: 'idp.corp.example' })).toThrow(
      'SAML_CORP_ENTRY_POINT must be the provider',
    );
    expect(() => parseSamlProviders({ ...CORP, SAML_CORP_EMAIL_VERIFIED: 'yes' })).toThrow(
      'SAML_CORP_EMAIL_VERIFIED must be true or false',
    );
    expect(() => parseSamlProviders({ ...CORP, SAML_CORP_ADMIN_ATTRIBUTE: 'groups' })).toThrow(
      'SAML_CORP_ADMIN_ATTRIBUTE must be attribute=value',
    );
  });

  it('signs in with SAML alone when passwords are off, and keeps one id per provider', () => {
    const base = { DATABASE_URL: ':memory:', AUTH_SECRET: 'x'.repeat(32) };
    const config = loadConfig({ ...base, ...CORP, PASSWORD_SIGN_IN: 'false' });
    expect(config.signInProviders).toEqual([{ id: 'corp', label: 'Corp', protocol: 'saml' }]);
    expect(() =>
      loadConfig({
        ...base,
        ...CORP,
        OIDC_PROVIDERS: 'corp',
        OIDC_CORP_ISSUER: 'https://sso.corp.example',
        OIDC_CORP_CLIENT_ID: 'estimate',
        OIDC_CORP_CLIENT_SECRET: 'secret',
      }),
    ).toThrow('"corp" is in both OIDC_PROVIDERS and SAML_PROVIDERS');
  });
});
