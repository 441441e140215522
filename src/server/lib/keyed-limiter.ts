import { tokenBucket, type TokenBucket } from './token-bucket';

/**
 * A token bucket per key (a user, an account) for limits that an address cannot express: the same
 * person spread over many addresses. Keys whose bucket is full again are worth nothing and are the
 * first to go past `maxKeys`, so memory stays bounded whatever the traffic.
 */
export function keyedLimiter(
  capacity: number,
  refillPerSecond: number,
  maxKeys = 10_000,
  clock: () => number = Date.now,
) {
  const buckets = new Map<string, TokenBucket>();
  return {
    take(key: string): boolean {
      const bucket = buckets.get(key) ?? tokenBucket(capacity, refillPerSecond, clock);
      // Re-inserted so the map runs from the least to the most recently used.
      buckets.delete(key);
      buckets.set(key, bucket);
      if (buckets.size > maxKeys) buckets.delete(buckets.keys().next().value!);
      return bucket.take();
    },
    size: () => buckets.size,
  };
}
