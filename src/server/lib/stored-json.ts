/** Distinct texts remembered per parser: rooms share a handful of decks, timers and role lists. */
export const STORED_JSON_CACHE_ENTRIES = 512;

function deepFreeze<T>(value: T): T {
  if (value !== null && typeof value === 'object' && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const inner of Object.values(value)) deepFreeze(inner);
  }
  return value;
}

/**
 * A parser of a JSON column that checks each distinct text once. Every read of a room used to
 * parse its deck, timer and members' roles again with zod, a share of a join's CPU out of all
 * proportion to the few distinct values there are. The value is frozen, as it is shared by every
 * read of the same text; the oldest text is forgotten once the cache is full.
 */
export function storedJson<T>(check: (value: unknown) => T, maxEntries = STORED_JSON_CACHE_ENTRIES) {
  const parsed = new Map<string, T>();
  return (text: string): T => {
    const known = parsed.get(text);
    if (known !== undefined) return known;
    const value = deepFreeze(check(JSON.parse(text)));
    if (parsed.size >= maxEntries) parsed.delete(parsed.keys().next().value!);
    parsed.set(text, value);
    return value;
  };
}
