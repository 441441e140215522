/**
 * A load by key that everyone asking in the same turn of the event loop shares: it starts once
 * that turn is over, so it is never older than the moment any of them asked, and a later ask gets
 * a load of its own. A reconnect storm brings a room's people back together; their snapshots then
 * cost one reading of the room instead of one each.
 */
export function turnSharedLoad<Key, Value>(load: (key: Key) => Promise<Value>): (key: Key) => Promise<Value> {
  const next = new Map<Key, Promise<Value>>();
  return (key) => {
    const waiting = next.get(key);
    if (waiting) return waiting;
    const loaded = new Promise<void>((resolve) => setImmediate(resolve)).then(() => {
      next.delete(key);
      return load(key);
    });
    next.set(key, loaded);
    return loaded;
  };
}
