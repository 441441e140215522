import type { Profile } from '@node-saml/node-saml';
import { describe, expect, it } from 'vitest';
import type { SamlProviderConfig } from '../config/saml-config';
import { identityOf } from './saml-service-provider';

const CORP: SamlProviderConfig = {
  id: 'corp',
  label: 'Corp',
  entryPoint: 'https://idp.corp.example/sso',
  certificate: '',
  issuer: null,
  emailVerified: true,
  adminClaim: { claim: 'http://schemas.microsoft.com/ws/2008/06/identity/claims/groups', value: 'admins-id' },
};
const profile = (fields: Record<string, unknown>): Profile => ({
  issuer: 'https://idp.corp.example',
  nameID: 'persistent-id-1',
  nameIDFormat: 'urn:oasis:names:tc:SAML:2.0:nameid-format:persistent',
  ...fields,
});

describe('a person from a verified SAML assertion', () => {
  it('reads Entra ID’s claim URIs: the address, the names, and a group among several', () => {
    expect(
      identityOf(
        profile({
          'http://schemas.xmlsoap.org/ws/2005/05/identity/claims/emailaddress': 'Rita@Corp.example',
          'http://schemas.xmlsoap.org/ws/2005/05/identity/claims/givenname': 'Rita',
          'http://schemas.xmlsoap.org/ws/2005/05/identity/claims/surname': 'Moreno',
          'http://schemas.microsoft.com/ws/2008/06/identity/claims/groups': ['staff-id', 'admins-id'],
        }),
        CORP,
      ),
    ).toEqual({ nameId: 'persistent-id-1', email: 'rita@corp.example', name: 'Rita Moreno', admin: true });
  });

  it('takes the name id as the address when it is one, and a display name before the parts', () => {
    expect(
      identityOf(
        profile({
          nameID: 'li@corp.example',
          displayName: ['Li  Wei', 'ignored'],
          givenName: 'Wei',
          'http://schemas.microsoft.com/ws/2008/06/identity/claims/groups': 'staff-id',
        }),
        CORP,
      ),
    ).toEqual({ nameId: 'li@corp.example', email: 'li@corp.example', name: 'Li Wei', admin: false });
  });

  it('has no address where neither an attribute nor the name id gives one, and no admin decision without the setting', () => {
    const identity = identityOf(profile({ uid: 'jdoe', mail: 'not an address' }), {
      ...CORP,
      adminClaim: null,
    });
    expect(identity).toEqual({ nameId: 'persistent-id-1', email: null, name: 'jdoe', admin: undefined });
  });
});
