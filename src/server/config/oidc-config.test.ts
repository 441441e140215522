import { describe, expect, it } from 'vitest';
import { loadConfig } from './config';
import { parseOidcProviders } from './oidc-config';

const ACME = {
  OIDC_PROVIDERS: 'acme, entra-id',
  OIDC_ACME_ISSUER: 'https://sso.acme.example/realms/acme/',
  OIDC_ACME_CLIENT_ID: 'estimate',
  OIDC_ACME_CLIENT_SECRET: 'secret-one',
  OIDC_ENTRA_ID_ISSUER: 'https://login.microsoftonline.com/tenant/v2.0',
  OIDC_ENTRA_ID_CLIENT_ID: 'app-id',
  OIDC_ENTRA_ID_CLIENT_SECRET: 'secret-two',
  OIDC_ENTRA_ID_LABEL: 'Microsoft',
  OIDC_ENTRA_ID_SCOPES: 'openid email profile offline_access',
  OIDC_ENTRA_ID_ADMIN_CLAIM: 'roles=Estimate.Admin',
};

describe('OpenID providers in the environment', () => {
  it('reads each provider named in OIDC_PROVIDERS, with defaults for the label and scopes', () => {
    expect(parseOidcProviders({})).toEqual([]);
    expect(parseOidcProviders(ACME)).toEqual([
      {
        id: 'acme',
        label: 'Acme',
        issuer: 'https://sso.acme.example/realms/acme',
        clientId: 'estimate',
        clientSecret: 'secret-one',
        scopes: ['openid', 'profile', 'email'],
        adminClaim: null,
      },
      {
        id: 'entra-id',
        label: 'Microsoft',
        issuer: 'https://login.microsoftonline.com/tenant/v2.0',
        clientId: 'app-id',
        clientSecret: 'secret-two',
        scopes: ['openid', 'email', 'profile', 'offline_access'],
        adminClaim: { claim: 'roles', value: 'Estimate.Admin' },
      },
    ]);
  });

  it('stops the start with one line naming what is missing or wrong', () => {
    const without = (name: string) => ({ ...ACME, [name]: '' });
    expect(() => parseOidcProviders(without('OIDC_ACME_CLIENT_SECRET'))).toThrow(
      'Invalid configuration: OIDC_ACME_CLIENT_SECRET is needed for the provider "acme" in OIDC_PROVIDERS',
    );
    expect(() => parseOidcProviders({ ...ACME, OIDC_ACME_ISSUER: 'sso.acme.example' })).toThrow(
      'OIDC_ACME_ISSUER must be the provider',
    );
    expect(() => parseOidcProviders({ ...ACME, OIDC_PROVIDERS: 'Acme Corp' })).toThrow(
      'OIDC_PROVIDERS: "Acme Corp" must be lowercase letters',
    );
    expect(() => parseOidcProviders({ ...ACME, OIDC_PROVIDERS: 'acme,acme' })).toThrow(
      'names a provider twice',
    );
    expect(() => parseOidcProviders({ ...ACME, OIDC_ACME_ADMIN_CLAIM: 'groups' })).toThrow(
      'OIDC_ACME_ADMIN_CLAIM must be claim=value, such as groups=estimate-admins',
    );
    expect(() => parseOidcProviders({ ...ACME, OIDC_ACME_SCOPES: 'email profile' })).toThrow(
      'OIDC_ACME_SCOPES must include openid',
    );
  });

  it('refuses to turn passwords off with no provider to sign in with', () => {
    expect(() => loadConfig({ PASSWORD_SIGN_IN: 'false', DATABASE_URL: ':memory:' })).toThrow(
      'Invalid configuration: PASSWORD_SIGN_IN=false needs a provider in OIDC_PROVIDERS or SAML_PROVIDERS, or nobody could sign in',
    );
    expect(() => loadConfig({ GUEST_ACCESS: 'maybe', DATABASE_URL: ':memory:' })).toThrow(
      'Invalid configuration: GUEST_ACCESS',
    );
  });
});
