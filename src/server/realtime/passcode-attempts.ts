import type { Redis } from 'ioredis';
import { refuse } from '../live/errors';
import { logSecurityEvent } from '../lib/security-log';
import { take, windowLimiter } from '../lib/window-limiter';
import type { FastifyBaseLogger } from 'fastify';

/** Tries at a room's passcode per person, and per address (an office shares one), over the window. */
const PER_PERSON = 10;
const PER_ADDRESS = 60;
const WINDOW_SECONDS = 10 * 60;

/**
 * Counts every join that carries a passcode, across instances when Redis is there: a person or an
 * address guessing is stopped long before a passcode of four characters or more could be found.
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
  return async function attempt(userId: string, address: string): Promise<void> {
    const wait = Math.max(await take(byPerson, userId), await take(byAddress, address));
    if (wait === 0) return;
    logSecurityEvent(log, 'passcode_attempts_limited', { userId, ip: address });
    const minutes = Math.ceil(wait / 60_000);
    throw refuse('RATE_LIMITED', `Too many passcode attempts. Try again in ${minutes} min`);
  };
}
