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

/**
 * Work of one kind that waits in a key's queue together: what arrives while the key is busy with
 * earlier work is handed to `run` all at once when its turn comes, in the order it arrived (a
 * room's votes committed while the one before them was). `close` ends the waiting group of a key,
 * so that work added after it queues behind whatever was queued meanwhile, and order is kept.
 */
export function keyedGroups<Item>(queue: KeyedQueue, run: (key: string, items: Item[]) => Promise<void>) {
  const waiting = new Map<string, Item[]>();
  return {
    add(key: string, item: Item): void {
      const group = waiting.get(key);
      if (group) return void group.push(item);
      const fresh = [item];
      waiting.set(key, fresh);
      void queue(key, () => {
        if (waiting.get(key) === fresh) waiting.delete(key);
        return run(key, fresh);
      });
    },
    close(key: string): void {
      waiting.delete(key);
    },
  };
}
