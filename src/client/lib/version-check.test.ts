import { describe, expect, it } from 'vitest';
import { isNewBuild } from './version-check';

describe('isNewBuild', () => {
  const loaded = { version: '1.3.0', commit: 'abc1234' };

  it('is false for the same build', () => {
    expect(isNewBuild(loaded, { version: '1.3.0', commit: 'abc1234' })).toBe(false);
  });

  it('is true when the version moved', () => {
    expect(isNewBuild(loaded, { version: '1.3.1', commit: 'abc1234' })).toBe(true);
  });

  it('is true when the commit moved', () => {
    expect(isNewBuild(loaded, { version: '1.3.0', commit: 'def5678' })).toBe(true);
  });

  it('ignores an unknown commit on either side', () => {
    expect(isNewBuild(loaded, { version: '1.3.0', commit: 'unknown' })).toBe(false);
    expect(isNewBuild({ version: '1.3.0', commit: 'unknown' }, { version: '1.3.0', commit: 'def5678' })).toBe(
      false,
    );
  });
});
