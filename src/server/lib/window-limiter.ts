import type { Redis } from 'ioredis';
import {
  RateLimiterMemory,
  RateLimiterRedis,
  RateLimiterRes,
  type RateLimiterAbstract,
} from 'rate-limiter-flexible';

/**
 * `points` per key over a window of `durationSeconds`, counted in Redis when there is one, so every
 * instance counts against the same number, and in this process otherwise. While Redis is away each
 * instance counts alone: a limit loosens for a moment, and nothing waits on Redis. Keys go with
 * their window, so nothing here grows with traffic.
 */
export function windowLimiter(
  redis: Redis | undefined,
  options: { name: string; points: number; durationSeconds: number },
): RateLimiterAbstract {
  const { name, points, durationSeconds: duration } = options;
  const memory = new RateLimiterMemory({ keyPrefix: name, points, duration });
  if (!redis) return memory;
  return new RateLimiterRedis({
    storeClient: redis,
    keyPrefix: `estimate-limit:${name}`,
    points,
    duration,
    insuranceLimiter: memory,
    rejectIfRedisNotReady: true,
  });
}

/**
 * How long until `key` has a point again, taking none: 0 when it has one now, or when the count
 * cannot be read (Redis away), as a limit loosens then anyway.
 */
export async function waitOf(limiter: RateLimiterAbstract, key: string): Promise<number> {
  const counted = await limiter.get(key).catch(() => null);
  return counted && counted.remainingPoints <= 0 ? Math.max(1, counted.msBeforeNext) : 0;
}

/** Takes a point for `key`: 0 when there was one, otherwise how long until there is. */
export async function take(limiter: RateLimiterAbstract, key: string, points = 1): Promise<number> {
  try {
    await limiter.consume(key, points);
    return 0;
  } catch (error) {
    if (error instanceof RateLimiterRes) return Math.max(1, error.msBeforeNext);
    throw error;
  }
}
