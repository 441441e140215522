/**
 * Runs work one at a time per key, in the order it arrived, and different keys side by side. A
 * failure is its caller's alone: the next piece of work for the key still runs.
 */
export function createKeyedQueue() {
  const tails = new Map<string, Promise<void>>();
  return function run<T>(key: string, work: () => Promise<T>): Promise<T> {
    const result = (tails.get(key) ?? Promise.resolve()).then(work);
    const tail = result.then(
      () => undefined,
      () => undefined,
    );
    tails.set(key, tail);
    // The last one out forgets the key, so idle keys cost nothing.
    void tail.then(() => {
      if (tails.get(key) === tail) tails.delete(key);
    });
    return result;
  };
}

export type KeyedQueue = ReturnType<typeof createKeyedQueue>;
