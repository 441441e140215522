import type { Redis } from 'ioredis';
import { tokenBucket, type TokenBucket } from './token-bucket';
import { take, windowLimiter } from './window-limiter';

/** Tabs, phones and a second monitor: far more than one person uses, far fewer than a script. */
export const MAX_SOCKETS_PER_USER = 20;
/** A whole office behind one address still fits; one machine opening thousands does not. */
export const MAX_SOCKETS_PER_ADDRESS = 200;
/** Per person, across all their tabs: enough for a burst of clicks, not for a script. */
export const COMMANDS_PER_SECOND = 15;
export const COMMAND_BURST = 2 * COMMANDS_PER_SECOND;

export interface LiveLimitOptions {
  socketsPerUser: number;
  socketsPerAddress: number;
  commandBurst: number;
  commandsPerSecond: number;
}

export const DEFAULT_LIVE_LIMITS: LiveLimitOptions = {
  socketsPerUser: MAX_SOCKETS_PER_USER,
  socketsPerAddress: MAX_SOCKETS_PER_ADDRESS,
  commandBurst: COMMAND_BURST,
  commandsPerSecond: COMMANDS_PER_SECOND,
};

/**
 * This instance's live connections counted per user and per address, and one command bucket per
 * user shared by all their sockets: opening more tabs buys no more commands. Entries go when
 * their last socket does, so nothing here grows with anything but the people connected.
 *
 * With `redis` a person's commands are also counted across every instance, in a window of the
 * burst over the time it takes to refill, after the fact: someone whose tabs are spread over
 * instances is held to one budget within a round trip, and no command waits on Redis. While Redis
 * is away or answers late, each instance's own bucket is the limit, and nobody is refused for what
 * Redis counted in a burst when it came back.
 */
export function liveLimits(options: LiveLimitOptions = DEFAULT_LIVE_LIMITS, redis?: Redis) {
  const windowSeconds = Math.max(1, Math.ceil(options.commandBurst / options.commandsPerSecond));
  const windowMs = windowSeconds * 1000;
  const shared =
    redis &&
    windowLimiter(redis, {
      name: 'live-commands',
      points: options.commandBurst,
      durationSeconds: windowSeconds,
    });
  /**
   * Until then the shared count's verdicts are not taken, only this instance's bucket: Redis was
   * away or stalled, and what it counted meanwhile (all at once when it came back) is no person's
   * burst. Two windows, so the keys it filled then have expired.
   */
  let distrustUntil = 0;
  /**
   * A count that answers later than this was made in a Redis that stalled. Half the window: a
   * shorter stall at the allowed rate cannot fill a burst, and a busy event loop is not one.
   */
  const lateMs = windowMs / 2;
  const users = new Map<string, { sockets: number; commands: TokenBucket; blockedUntil: number }>();
  const addresses = new Map<string, number>();

  return {
    /** Counts a new connection in, or says which limit it would pass. */
    admit(userId: string, address: string): 'user' | 'address' | null {
      const user = users.get(userId);
      if ((user?.sockets ?? 0) >= options.socketsPerUser) return 'user';
      if ((addresses.get(address) ?? 0) >= options.socketsPerAddress) return 'address';
      if (user) user.sockets += 1;
      else {
        const commands = tokenBucket(options.commandBurst, options.commandsPerSecond);
        users.set(userId, { sockets: 1, commands, blockedUntil: 0 });
      }
      addresses.set(address, (addresses.get(address) ?? 0) + 1);
      return null;
    },
    release(userId: string, address: string): void {
      const user = users.get(userId);
      if (user && --user.sockets <= 0) users.delete(userId);
      const left = (addresses.get(address) ?? 1) - 1;
      if (left <= 0) addresses.delete(address);
      else addresses.set(address, left);
    },
    /** The user's shared bucket; only asked for while one of their sockets is admitted. */
    takeCommand(userId: string): boolean {
      const user = users.get(userId);
      if (!user || user.blockedUntil > Date.now() || !user.commands.take()) return false;
      if (shared) {
        const sentAt = Date.now();
        void take(shared, userId).then(
          (waitMs) => {
            const now = Date.now();
            if (now - sentAt > lateMs) distrustUntil = now + 2 * windowMs;
            else if (waitMs > 0 && now >= distrustUntil) user.blockedUntil = now + waitMs;
          },
          () => (distrustUntil = Date.now() + 2 * windowMs),
        );
      }
      return true;
    },
    size: () => ({ users: users.size, addresses: addresses.size }),
  };
}
export type LiveLimits = ReturnType<typeof liveLimits>;
