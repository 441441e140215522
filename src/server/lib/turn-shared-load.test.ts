import { describe, expect, it } from 'vitest';
import { turnSharedLoad } from './turn-shared-load';

describe('turnSharedLoad', () => {
  const counting = () => {
    const store = new Map<string, number>();
    const loads: string[] = [];
    const load = turnSharedLoad(async (key: string) => {
      loads.push(key);
      return store.get(key) ?? 0;
    });
    return { store, loads, load };
  };

  it('gives everyone asking for a key in one turn the same load, started after the turn', async () => {
    const { store, loads, load } = counting();
    const first = load('a');
    const second = load('a');
    const other = load('b');
    // Written after both asked, in the same turn: the shared load must not be older than this.
    store.set('a', 7);
    expect(await Promise.all([first, second, other])).toEqual([7, 7, 0]);
    expect(loads).toEqual(['a', 'b']);
  });

  it('gives someone asking once the load has started a load of their own', async () => {
    const { store, loads, load } = counting();
    const first = load('a');
    await new Promise((resolve) => setImmediate(resolve));
    store.set('a', 3);
    const later = load('a');
    expect(await first).toBe(0);
    expect(await later).toBe(3);
    expect(loads).toEqual(['a', 'a']);
  });

  it('fails everyone sharing a load that fails, and loads afresh for the next', async () => {
    let fail = true;
    const load = turnSharedLoad(async () => {
      if (fail) throw new Error('gone');
      return 1;
    });
    const both = [load('a'), load('a')];
    await expect(Promise.all(both)).rejects.toThrow('gone');
    await expect(both[1]).rejects.toThrow('gone');
    fail = false;
    expect(await load('a')).toBe(1);
  });
});
