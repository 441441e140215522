import { describe, expect, it } from 'vitest';
import { chunk } from './chunk';

describe('chunk', () => {
  it('splits into pieces of the given size, the last one shorter', () => {
    const ids = Array.from({ length: 65 }, (_, i) => i);
    expect(chunk(ids, 30).map((c) => c.length)).toEqual([30, 30, 5]);
    expect(chunk(ids, 30).flat()).toEqual(ids);
  });
  it('gives nothing for nothing and refuses a bad size', () => {
    expect(chunk([], 30)).toEqual([]);
    expect(() => chunk([1], 0)).toThrow(RangeError);
  });
});
