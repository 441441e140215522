import type { Redis } from 'ioredis';
import { windowLimiter } from '../lib/window-limiter';

/** Wrong passwords for one account from one address before it has to wait: a typo or two. */
export const FREE_FAILURES = 5;
/** Wrong passwords from one address, whatever the account, before it has to wait: an office's typos. */
export const ADDRESS_FREE_FAILURES = 20;
/** The first wait, doubled with each further failure, up to the longest. */
export const FIRST_WAIT_MS = 30_000;
export const LONGEST_WAIT_MS = 15 * 60_000;
/** Failures are counted over this window; a quiet key starts afresh after it. */
const FAILURE_WINDOW_SECONDS = 60 * 60;
/** Failures are counted, never refused, by the first limiter: its points are only a ceiling. */
const COUNTED_AT_MOST = 1_000_000;

/** Failures counted per key; past `free` each one makes the key wait twice as long as the last. */
function growingWait(redis: Redis | undefined, name: string, free: number) {
  const failures = windowLimiter(redis, {
    name: `${name}-failures`,
    points: COUNTED_AT_MOST,
    durationSeconds: FAILURE_WINDOW_SECONDS,
  });
  const waits = windowLimiter(redis, {
    name: `${name}-waits`,
    points: 1,
    durationSeconds: LONGEST_WAIT_MS / 1000,
  });
  return {
    async waitMs(key: string): Promise<number> {
      const wait = await waits.get(key);
      return wait && wait.consumedPoints > 1 ? wait.msBeforeNext : 0;
    },
    async failed(key: string): Promise<void> {
      const { consumedPoints } = await failures.penalty(key);
      const over = consumedPoints - free;
      if (over >= 0) await waits.block(key, Math.min(LONGEST_WAIT_MS, FIRST_WAIT_MS * 2 ** over) / 1000);
    },
    async clear(key: string): Promise<void> {
      await Promise.all([failures.delete(key), waits.delete(key)]);
    },
  };
}

/**
 * Wrong passwords counted per account at each address, and per address across accounts. A guesser
 * meets a growing wait at their own address, and one spread over many addresses meets it at each;
 * the owner, at an address that has not failed, still signs in: an account-wide lockout would let
 * anyone shut its owner out. A success clears that account at that address only, so a guesser
 * cannot reset their address's count by signing in to an account of their own. Counted in Redis
 * when there is one, so a guesser spread over the instances meets one count.
 */
export function signInThrottle(redis?: Redis) {
  const accountAtAddress = growingWait(redis, 'sign-in', FREE_FAILURES);
  const address = growingWait(redis, 'sign-in-address', ADDRESS_FREE_FAILURES);
  const pair = (account: string, ip: string) => `${account}\n${ip}`;

  return {
    /** How long a sign-in must still wait, and whether for the account here or for the address. */
    async wait(account: string, ip: string): Promise<{ ms: number; of: 'account' | 'address' }> {
      const [forAccount, forAddress] = await Promise.all([
        accountAtAddress.waitMs(pair(account, ip)),
        address.waitMs(ip),
      ]);
      return forAccount >= forAddress ? { ms: forAccount, of: 'account' } : { ms: forAddress, of: 'address' };
    },
    async failed(account: string, ip: string): Promise<void> {
      await Promise.all([accountAtAddress.failed(pair(account, ip)), address.failed(ip)]);
    },
    async succeeded(account: string, ip: string): Promise<void> {
      await accountAtAddress.clear(pair(account, ip));
    },
  };
}
export type SignInThrottle = ReturnType<typeof signInThrottle>;
