import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { cookieValue, verifiedValue } from './session-cookie';

const SECRET = 'a-secret-of-enough-length-for-tests';
const sign = (value: string, secret = SECRET) =>
  `${value}.${createHmac('sha256', secret).update(value).digest('base64')}`;

describe('cookieValue', () => {
  it('finds the named cookie among others, the first of that name, unquoted and decoded', () => {
    const header = 'theme=dark; estimate.session_token=abc%2Edef; estimate.session_token=later';
    expect(cookieValue(header, 'estimate.session_token')).toBe('abc.def');
    expect(cookieValue('x="quoted%20value"', 'x')).toBe('quoted value');
    expect(cookieValue('x=%E0%A4%A', 'x')).toBe('%E0%A4%A');
    expect(cookieValue('other=1', 'x')).toBeNull();
    expect(cookieValue(undefined, 'x')).toBeNull();
  });
});

describe('verifiedValue', () => {
  it('returns the value signed with the secret and nothing else', () => {
    expect(verifiedValue(sign('token-1'), SECRET)).toBe('token-1');
    expect(verifiedValue(sign('token-1', 'another-secret'), SECRET)).toBeNull();
    expect(verifiedValue(sign('token-1').replace('token-1', 'token-2'), SECRET)).toBeNull();
    expect(verifiedValue('token-1', SECRET)).toBeNull();
    expect(verifiedValue(`${sign('token-1')}x`, SECRET)).toBeNull();
    expect(verifiedValue('.abc', SECRET)).toBeNull();
  });
});
