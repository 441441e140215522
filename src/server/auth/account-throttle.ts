import type { Redis } from 'ioredis';
import { windowLimiter } from '../lib/window-limiter';

/** Wrong passwords an account takes before it has to wait: a typo or two, not a guessing run. */
export const FREE_FAILURES = 5;
/** The first wait, doubled with each further failure, up to the longest. */
export const FIRST_WAIT_MS = 30_000;
export const LONGEST_WAIT_MS = 15 * 60_000;
/** Failures are counted over this window; a quiet account starts afresh after it. */
const FAILURE_WINDOW_SECONDS = 60 * 60;
/** Failures are counted, never refused, by the first limiter: its points are only a ceiling. */
const COUNTED_AT_MOST = 1_000_000;

/**
 * Failed sign-ins counted per account (the email typed), whatever address they come from: the
 * per-IP limit does not stop a guesser spread over many addresses. Past FREE_FAILURES each failure
 * makes the account wait twice as long; a success clears it. Counted in Redis when there is one,
 * so a guesser spread over the instances too meets one count.
 */
export function accountThrottle(redis?: Redis) {
  const failures = windowLimiter(redis, {
    name: 'sign-in-failures',
    points: COUNTED_AT_MOST,
    durationSeconds: FAILURE_WINDOW_SECONDS,
  });
  const waits = windowLimiter(redis, {
    name: 'sign-in-waits',
    points: 1,
    durationSeconds: LONGEST_WAIT_MS / 1000,
  });

  return {
    /** How long this account must still wait before a sign-in is tried; 0 when it need not. */
    async waitMs(key: string): Promise<number> {
      const wait = await waits.get(key);
      return wait && wait.consumedPoints > 1 ? wait.msBeforeNext : 0;
    },
    async failed(key: string): Promise<void> {
      const { consumedPoints } = await failures.penalty(key);
      const over = consumedPoints - FREE_FAILURES;
      if (over >= 0) await waits.block(key, Math.min(LONGEST_WAIT_MS, FIRST_WAIT_MS * 2 ** over) / 1000);
    },
    async succeeded(key: string): Promise<void> {
      await Promise.all([failures.delete(key), waits.delete(key)]);
    },
  };
}
export type AccountThrottle = ReturnType<typeof accountThrottle>;
