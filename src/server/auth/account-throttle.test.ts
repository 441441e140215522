import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { FIRST_WAIT_MS, FREE_FAILURES, LONGEST_WAIT_MS, accountThrottle } from './account-throttle';

describe('the per-account sign-in throttle', () => {
  beforeEach(() => void vi.useFakeTimers());
  afterEach(() => void vi.useRealTimers());

  it('lets a few typos through, then doubles the wait with each failure, up to the longest', async () => {
    const throttle = accountThrottle();
    for (let i = 1; i < FREE_FAILURES; i += 1) await throttle.failed('ann@example.com');
    expect(await throttle.waitMs('ann@example.com')).toBe(0);
    await throttle.failed('ann@example.com');
    expect(await throttle.waitMs('ann@example.com')).toBe(FIRST_WAIT_MS);
    expect(await throttle.waitMs('ben@example.com')).toBe(0);
    vi.advanceTimersByTime(FIRST_WAIT_MS);
    expect(await throttle.waitMs('ann@example.com')).toBe(0);
    await throttle.failed('ann@example.com');
    expect(await throttle.waitMs('ann@example.com')).toBe(2 * FIRST_WAIT_MS);
    for (let i = 0; i < 20; i += 1) await throttle.failed('ann@example.com');
    expect(await throttle.waitMs('ann@example.com')).toBe(LONGEST_WAIT_MS);
    await throttle.succeeded('ann@example.com');
    expect(await throttle.waitMs('ann@example.com')).toBe(0);
  });

  it('forgets an account that has been quiet for an hour', async () => {
    const throttle = accountThrottle();
    for (let i = 0; i < FREE_FAILURES - 1; i += 1) await throttle.failed('ann@example.com');
    vi.advanceTimersByTime(2 * 60 * 60_000);
    await throttle.failed('ann@example.com');
    expect(await throttle.waitMs('ann@example.com')).toBe(0);
  });
});
