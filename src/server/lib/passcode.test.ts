import { describe, expect, it } from 'vitest';
import { hashPasscode, passcodeMatches } from './passcode';

describe('room passcodes', () => {
  it('are kept salted: the same passcode hashes differently, and only it matches', async () => {
    const [first, second] = [await hashPasscode('blue-otter'), await hashPasscode('blue-otter')];
    expect(first).not.toBe(second);
    expect(first).not.toContain('blue-otter');
    expect(await passcodeMatches('blue-otter', first)).toBe(true);
    expect(await passcodeMatches('blue-otter ', first)).toBe(false);
    expect(await passcodeMatches('Blue-otter', second)).toBe(false);
    expect(await passcodeMatches('blue-otter', 'not a hash')).toBe(false);
  });
});
