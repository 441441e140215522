import { createServer } from 'node:http';
import { describe, expect, it } from 'vitest';
import { freePort } from '../testing/free-ports';
import { checkOidcProviders, holdsClaim, nameFromClaims } from './oidc-sign-in';

const provider = (issuer: string) => ({
  id: 'acme',
  label: 'Acme',
  issuer,
  clientId: 'estimate',
  clientSecret: 'never-logged',
  scopes: ['openid'],
  adminClaim: null,
});

describe('OpenID sign-in', () => {
  it('names a person from their claims, within a profile name’s length', () => {
    expect(nameFromClaims({ name: '  Ann   Acme ', email: 'ann@acme.example' })).toBe('Ann Acme');
    expect(nameFromClaims({ given_name: 'Bob', family_name: 'Acme' })).toBe('Bob Acme');
    expect(nameFromClaims({ preferred_username: 'carl' })).toBe('carl');
    expect(nameFromClaims({ email: 'dana@acme.example' })).toBe('dana');
    expect(nameFromClaims({ name: 'x'.repeat(200) })).toHaveLength(60);
  });

  it('finds the administrator’s claim as a value or in a list', () => {
    const admins = { claim: 'groups', value: 'estimate-admins' };
    expect(holdsClaim({ groups: ['staff', 'estimate-admins'] }, admins)).toBe(true);
    expect(holdsClaim({ groups: 'estimate-admins' }, admins)).toBe(true);
    expect(holdsClaim({ groups: ['estimate-admins-old'] }, admins)).toBe(false);
    expect(holdsClaim({}, admins)).toBe(false);
  });

  it('says at start-up which provider does not answer or is another issuer, without its secret', async () => {
    const lines: string[] = [];
    const log = { error: (line: string) => void lines.push(line) };
    const closed = `http://127.0.0.1:${await freePort()}`;
    const elsewhere = createServer((_request, response) =>
      response
        .setHeader('content-type', 'application/json')
        .end(JSON.stringify({ issuer: 'https://other.example' })),
    );
    await new Promise<void>((resolve) => elsewhere.listen(0, '127.0.0.1', resolve));
    const other = `http://127.0.0.1:${(elsewhere.address() as { port: number }).port}`;
    try {
      await checkOidcProviders([provider(closed)], log);
      await checkOidcProviders([provider(other)], log);
    } finally {
      elsewhere.close();
    }
    expect(lines).toHaveLength(2);
    expect(lines[0]).toMatch(
      new RegExp(
        `^OpenID provider "acme" \\(OIDC_ACME_ISSUER\\) cannot be reached at ${closed}/\\.well-known/openid-configuration`,
      ),
    );
    expect(lines[1]).toBe(
      `OpenID provider "acme" (OIDC_ACME_ISSUER) calls itself https://other.example, not ${other}: sign-in with it does not work until this is fixed`,
    );
    expect(lines.join('\n')).not.toContain('never-logged');
  });
});
