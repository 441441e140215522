interface Gathering<Value> {
  keys: string[];
  values: Promise<readonly Value[]>;
}

/**
 * Loads asked for one after the other in the same stretch of synchronous code, within one scope
 * (a transaction) and group (a room), made one call of `loadMany` as soon as that code is done:
 * people opening a room together are read in one round trip. `loadMany` answers each key at its
 * position; a failed call fails everyone whose key it held. Not `turnBatchedLoad`, which waits for
 * the end of the event loop's turn and mixes everyone's keys: these loads run inside an open
 * transaction, which must not wait on the turn's other I/O, and only keys of the same transaction
 * can go to its connection.
 */
export function gatheredLoad<Scope, Value>(
  loadMany: (scope: Scope, group: string, keys: readonly string[]) => Promise<readonly Value[]>,
): (scope: Scope, group: string, key: string) => Promise<Value> {
  // Only while being gathered: a scope's entry goes when its last group's load starts.
  const gathering = new Map<Scope, Map<string, Gathering<Value>>>();
  return (scope, group, key) => {
    const groups = gathering.get(scope) ?? new Map<string, Gathering<Value>>();
    gathering.set(scope, groups);
    let batch = groups.get(group);
    if (!batch) {
      const keys: string[] = [];
      // Started once the code asking has run (a microtask later): by then every key of it is in.
      const values = Promise.resolve().then(() => {
        groups.delete(group);
        if (groups.size === 0) gathering.delete(scope);
        return loadMany(scope, group, keys);
      });
      batch = { keys, values };
      groups.set(group, batch);
    }
    const index = batch.keys.push(key) - 1;
    return batch.values.then((values) => values[index]!);
  };
}
