import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  ADDRESS_FREE_FAILURES,
  FIRST_WAIT_MS,
  FREE_FAILURES,
  LONGEST_WAIT_MS,
  signInThrottle,
} from './sign-in-throttle';

const ANN = 'ann@example.com';
const HOME = '198.51.100.7';
const ELSEWHERE = '203.0.113.9';

describe('the sign-in throttle', () => {
  beforeEach(() => void vi.useFakeTimers());
  afterEach(() => void vi.useRealTimers());

  it('lets a few typos through, then doubles the wait with each failure, up to the longest', async () => {
    const throttle = signInThrottle();
    for (let i = 1; i < FREE_FAILURES; i += 1) await throttle.failed(ANN, HOME);
    expect(await throttle.wait(ANN, HOME)).toEqual({ ms: 0, of: 'account' });
    await throttle.failed(ANN, HOME);
    expect(await throttle.wait(ANN, HOME)).toEqual({ ms: FIRST_WAIT_MS, of: 'account' });
    expect((await throttle.wait('ben@example.com', HOME)).ms).toBe(0);
    vi.advanceTimersByTime(FIRST_WAIT_MS);
    expect((await throttle.wait(ANN, HOME)).ms).toBe(0);
    await throttle.failed(ANN, HOME);
    expect((await throttle.wait(ANN, HOME)).ms).toBe(2 * FIRST_WAIT_MS);
    for (let i = 0; i < 10; i += 1) await throttle.failed(ANN, HOME);
    expect((await throttle.wait(ANN, HOME)).ms).toBe(LONGEST_WAIT_MS);
    await throttle.succeeded(ANN, HOME);
    expect((await throttle.wait(ANN, HOME)).ms).toBe(0);
  });

  it('never makes the owner wait for what a guesser at another address did', async () => {
    const throttle = signInThrottle();
    for (let i = 0; i < FREE_FAILURES + 5; i += 1) await throttle.failed(ANN, ELSEWHERE);
    expect((await throttle.wait(ANN, ELSEWHERE)).ms).toBeGreaterThan(0);
    expect(await throttle.wait(ANN, HOME)).toEqual({ ms: 0, of: 'account' });
  });

  it('makes an address that guesses at many accounts wait, and a success there does not clear it', async () => {
    const throttle = signInThrottle();
    for (let i = 0; i < ADDRESS_FREE_FAILURES; i += 1)
      await throttle.failed(`user${i}@example.com`, ELSEWHERE);
    expect(await throttle.wait('new@example.com', ELSEWHERE)).toEqual({ ms: FIRST_WAIT_MS, of: 'address' });
    await throttle.succeeded('mine@example.com', ELSEWHERE);
    expect((await throttle.wait('new@example.com', ELSEWHERE)).ms).toBe(FIRST_WAIT_MS);
    expect((await throttle.wait('new@example.com', HOME)).ms).toBe(0);
  });

  it('forgets a key that has been quiet for an hour', async () => {
    const throttle = signInThrottle();
    for (let i = 0; i < FREE_FAILURES - 1; i += 1) await throttle.failed(ANN, HOME);
    vi.advanceTimersByTime(2 * 60 * 60_000);
    await throttle.failed(ANN, HOME);
    expect((await throttle.wait(ANN, HOME)).ms).toBe(0);
  });
});
