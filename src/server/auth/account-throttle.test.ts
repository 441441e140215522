import { describe, expect, it } from 'vitest';
import { FIRST_WAIT_MS, FREE_FAILURES, LONGEST_WAIT_MS, accountThrottle } from './account-throttle';

describe('the per-account sign-in throttle', () => {
  it('lets a few typos through, then doubles the wait with each failure, up to the longest', () => {
    let now = 0;
    const throttle = accountThrottle(() => now);
    for (let i = 1; i < FREE_FAILURES; i += 1) throttle.failed('ann@example.com');
    expect(throttle.waitMs('ann@example.com')).toBe(0);
    throttle.failed('ann@example.com');
    expect(throttle.waitMs('ann@example.com')).toBe(FIRST_WAIT_MS);
    expect(throttle.waitMs('ben@example.com')).toBe(0);
    now += FIRST_WAIT_MS;
    throttle.failed('ann@example.com');
    expect(throttle.waitMs('ann@example.com')).toBe(2 * FIRST_WAIT_MS);
    for (let i = 0; i < 20; i += 1) throttle.failed('ann@example.com');
    expect(throttle.waitMs('ann@example.com')).toBe(LONGEST_WAIT_MS);
    throttle.succeeded('ann@example.com');
    expect(throttle.waitMs('ann@example.com')).toBe(0);
  });

  it('forgets quiet accounts and never keeps more than its cap', () => {
    let now = 0;
    const throttle = accountThrottle(() => now);
    for (let i = 0; i < 10_050; i += 1) throttle.failed(`guess-${i}@example.com`);
    expect(throttle.size()).toBe(10_000);
    for (let i = 0; i < FREE_FAILURES; i += 1) throttle.failed('ann@example.com');
    now += 2 * 60 * 60_000;
    expect(throttle.waitMs('ann@example.com')).toBe(0);
  });
});
