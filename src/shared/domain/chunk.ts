/** Splits a list into pieces of at most `size` items (SPEC §7: id queries go in chunks of 30). */
export function chunk<T>(items: readonly T[], size: number): T[][] {
  if (!Number.isInteger(size) || size < 1) throw new RangeError('chunk size must be a positive integer');
  const pieces: T[][] = [];
  for (let start = 0; start < items.length; start += size) pieces.push(items.slice(start, start + size));
  return pieces;
}
