/** A token bucket: `capacity` actions at once, refilled at `refillPerSecond`. */
export function tokenBucket(capacity: number, refillPerSecond: number, clock: () => number = Date.now) {
  let tokens = capacity;
  let last = clock();
  return {
    take(): boolean {
      const now = clock();
      tokens = Math.min(capacity, tokens + ((now - last) / 1000) * refillPerSecond);
      last = now;
      if (tokens < 1) return false;
      tokens -= 1;
      return true;
    },
  };
}
export type TokenBucket = ReturnType<typeof tokenBucket>;
