import { describe, expect, it } from 'vitest';
import { keyedLimiter } from './keyed-limiter';

describe('a limiter per key', () => {
  it('gives each key its own bucket and keeps no more keys than allowed', () => {
    let now = 0;
    const limiter = keyedLimiter(2, 1, 3, () => now);
    expect([limiter.take('ann'), limiter.take('ann'), limiter.take('ann')]).toEqual([true, true, false]);
    expect(limiter.take('ben')).toBe(true);
    now += 1_000;
    expect(limiter.take('ann')).toBe(true);
    for (const key of ['cid', 'dee', 'eve']) limiter.take(key);
    expect(limiter.size()).toBe(3);
  });
});
