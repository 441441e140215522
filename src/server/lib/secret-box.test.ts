import { describe, expect, it } from 'vitest';
import { secretBox } from './secret-box';

const SECRET = 'an-auth-secret-of-at-least-thirty-two-chars';

describe('secretBox', () => {
  it('opens what it sealed, and the sealed text shows nothing of the secret', () => {
    const box = secretBox(SECRET, 'jira-token');
    const sealed = box.seal('ATATT3x-token-value');
    expect(sealed).not.toContain('ATATT3x');
    expect(box.open(sealed)).toBe('ATATT3x-token-value');
    expect(box.seal('same')).not.toBe(box.seal('same'));
  });

  it('refuses a changed box, another purpose and another server secret', () => {
    const sealed = secretBox(SECRET, 'jira-token').seal('token');
    const [version, iv, tag, body] = sealed.split('.');
    const flipped = `${version}.${iv}.${tag}.${body!.startsWith('A') ? 'B' : 'A'}${body!.slice(1)}`;
    expect(() => secretBox(SECRET, 'jira-token').open(flipped)).toThrow();
    expect(() => secretBox(SECRET, 'other').open(sealed)).toThrow();
    expect(() => secretBox(`${SECRET}-rotated`, 'jira-token').open(sealed)).toThrow();
    expect(() => secretBox(SECRET, 'jira-token').open('plain text')).toThrow('Not a sealed secret');
  });
});
