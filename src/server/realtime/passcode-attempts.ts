import type { Redis } from 'ioredis';
import { refuse } from '../live/errors';
import { logSecurityEvent } from '../lib/security-log';
import { take, waitOf, windowLimiter } from '../lib/window-limiter';
import type { FastifyBaseLogger } from 'fastify';

/** Wrong passcodes per person, and per address (an office shares one), over the window. */
const PER_PERSON = 10;
const PER_ADDRESS = 60;
const WINDOW_SECONDS = 10 * 60;

/**
 * Counts the wrong passcodes given at a join, across instances when Redis is there: a person or an
 * address guessing is stopped long before a passcode of four characters or more could be found.
 * Right ones are not counted, so a whole office can come into a meeting with its passcode.
 */
export function passcodeAttempts(store: Redis | undefined, log: FastifyBaseLogger) {
  const byPerson = windowLimiter(store, {
    name: 'passcode-person',
    points: PER_PERSON,
    durationSeconds: WINDOW_SECONDS,
  });
  const byAddress = windowLimiter(store, {
    name: 'passcode-address',
    points: PER_ADDRESS,
    durationSeconds: WINDOW_SECONDS,
  });
  return {
    /** Refuses a join with a passcode while this person or address has guessed wrong too often. */
    async check(userId: string, address: string): Promise<void> {
      const wait = Math.max(await waitOf(byPerson, userId), await waitOf(byAddress, address));
      if (wait === 0) return;
      logSecurityEvent(log, 'passcode_attempts_limited', { userId, ip: address });
      const minutes = Math.ceil(wait / 60_000);
      throw refuse('RATE_LIMITED', `Too many wrong passcodes. Try again in ${minutes} min`);
    },
    async wrong(userId: string, address: string): Promise<void> {
      await Promise.all([take(byPerson, userId), take(byAddress, address)]);
    },
  };
}
