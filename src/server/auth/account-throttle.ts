/** Wrong passwords an account takes before it has to wait: a typo or two, not a guessing run. */
export const FREE_FAILURES = 5;
/** The first wait, doubled with each further failure, up to the longest. */
export const FIRST_WAIT_MS = 30_000;
export const LONGEST_WAIT_MS = 15 * 60_000;
/** A quiet account is forgotten after this long; the oldest go first past the most kept. */
const FORGET_AFTER_MS = 60 * 60_000;
const MOST_KEPT = 10_000;

interface Failures {
  count: number;
  lockedUntil: number;
  lastAt: number;
}

/**
 * Failed sign-ins counted per account (the email typed), whatever address they come from: the
 * per-IP limit does not stop a guesser spread over many addresses. Past FREE_FAILURES each failure
 * makes the account wait twice as long; a success clears it.
 */
export function accountThrottle(clock: () => number = Date.now) {
  const accounts = new Map<string, Failures>();

  function current(key: string): Failures | undefined {
    const entry = accounts.get(key);
    if (entry && clock() - entry.lastAt > FORGET_AFTER_MS) {
      accounts.delete(key);
      return undefined;
    }
    return entry;
  }

  return {
    /** How long this account must still wait before a sign-in is tried; 0 when it need not. */
    waitMs(key: string): number {
      return Math.max(0, (current(key)?.lockedUntil ?? 0) - clock());
    },
    failed(key: string): void {
      const now = clock();
      const entry = current(key) ?? { count: 0, lockedUntil: 0, lastAt: now };
      entry.count += 1;
      entry.lastAt = now;
      const over = entry.count - FREE_FAILURES;
      if (over >= 0) entry.lockedUntil = now + Math.min(LONGEST_WAIT_MS, FIRST_WAIT_MS * 2 ** over);
      // Re-inserted, so the map stays in order of last failure and the oldest go first.
      accounts.delete(key);
      accounts.set(key, entry);
      if (accounts.size > MOST_KEPT) accounts.delete(accounts.keys().next().value!);
    },
    succeeded(key: string): void {
      accounts.delete(key);
    },
    size: () => accounts.size,
  };
}
export type AccountThrottle = ReturnType<typeof accountThrottle>;
