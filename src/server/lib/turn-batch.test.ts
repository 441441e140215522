import { describe, expect, it } from 'vitest';
import { turnBatchedLoad } from './turn-batch';

const nextTurn = () => new Promise((resolve) => setImmediate(resolve));

describe('turnBatchedLoad', () => {
  const counting = (maxKeys?: number) => {
    const store = new Map<string, number>();
    const calls: string[][] = [];
    const load = turnBatchedLoad(async (keys: string[]) => {
      calls.push(keys);
      return new Map(keys.filter((key) => store.has(key)).map((key) => [key, store.get(key)!]));
    }, maxKeys);
    return { store, calls, load };
  };

  it('loads every key asked for in one turn with one call, started after the turn', async () => {
    const { store, calls, load } = counting();
    store.set('b', 2);
    const asked = [load('a'), load('b'), load('a')];
    // Written after they asked, in the same turn: the batch must not be older than this.
    store.set('a', 1);
    expect(await Promise.all(asked)).toEqual([1, 2, 1]);
    expect(calls).toEqual([['a', 'b']]);
  });

  it('answers a key the load did not find with undefined', async () => {
    const { load } = counting();
    expect(await load('missing')).toBeUndefined();
  });

  it('gives a key asked for once the batch has started a call of its own', async () => {
    const { store, calls, load } = counting();
    const first = load('a');
    await nextTurn();
    store.set('a', 3);
    const later = load('a');
    expect(await first).toBeUndefined();
    expect(await later).toBe(3);
    expect(calls).toEqual([['a'], ['a']]);
  });

  it('splits a large batch into calls of at most maxKeys keys', async () => {
    const { calls, load } = counting(2);
    await Promise.all(['a', 'b', 'c', 'd', 'e'].map(load));
    expect(calls).toEqual([['a', 'b'], ['c', 'd'], ['e']]);
  });

  it('fails the keys of a failed call and loads afresh for the next', async () => {
    let fail = true;
    const load = turnBatchedLoad(async (keys: string[]) => {
      if (fail) throw new Error('gone');
      return new Map(keys.map((key) => [key, 1]));
    });
    const both = [load('a'), load('b')];
    await expect(both[0]).rejects.toThrow('gone');
    await expect(both[1]).rejects.toThrow('gone');
    fail = false;
    expect(await load('a')).toBe(1);
  });
});
