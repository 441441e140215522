/** Keys one batched load asks for at most; more are split into several. */
export const TURN_BATCH_MAX_KEYS = 200;

interface Waiter<Value> {
  resolve(value: Value | undefined): void;
  reject(error: unknown): void;
}

/**
 * A load by key in batches: every key asked for in the same turn of the event loop is loaded by
 * one call of `loadMany` once that turn is over, so what it reads is never older than anyone's
 * asking. A reconnect storm's thousand handshakes then cost a few queries instead of a thousand,
 * while someone arriving alone still waits for nobody. A key `loadMany` does not return is
 * answered with undefined; a failed call fails everyone whose key it held.
 */
export function turnBatchedLoad<Key, Value>(
  loadMany: (keys: Key[]) => Promise<ReadonlyMap<Key, Value>>,
  maxKeys = TURN_BATCH_MAX_KEYS,
): (key: Key) => Promise<Value | undefined> {
  let pending: Map<Key, Waiter<Value>[]> | undefined;

  function flush(batch: Map<Key, Waiter<Value>[]>): void {
    const keys = [...batch.keys()];
    for (let start = 0; start < keys.length; start += maxKeys) {
      const chunk = keys.slice(start, start + maxKeys);
      const answer = (settle: (waiter: Waiter<Value>, key: Key) => void) => {
        for (const key of chunk) for (const waiter of batch.get(key)!) settle(waiter, key);
      };
      loadMany(chunk).then(
        (found) => answer((waiter, key) => waiter.resolve(found.get(key))),
        (error: unknown) => answer((waiter) => waiter.reject(error)),
      );
    }
  }

  return (key) =>
    new Promise<Value | undefined>((resolve, reject) => {
      if (!pending) {
        const batch = new Map<Key, Waiter<Value>[]>();
        pending = batch;
        setImmediate(() => {
          pending = undefined;
          flush(batch);
        });
      }
      const waiters = pending.get(key);
      if (waiters) waiters.push({ resolve, reject });
      else pending.set(key, [{ resolve, reject }]);
    });
}
