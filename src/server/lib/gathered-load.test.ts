import { describe, expect, it } from 'vitest';
import { gatheredLoad } from './gathered-load';

describe('gatheredLoad', () => {
  const counting = () => {
    const calls: [string, string, readonly string[]][] = [];
    const load = gatheredLoad(async (scope: { name: string }, group, keys) => {
      calls.push([scope.name, group, keys]);
      return keys.map((key) => `${group}:${key}`);
    });
    return { calls, load };
  };

  it('loads the keys asked for together in one call per scope and group, each answered by position', async () => {
    const { calls, load } = counting();
    const one = { name: 'tx1' };
    const two = { name: 'tx2' };
    const asked = [
      load(one, 'r1', 'ann'),
      load(one, 'r1', 'bob'),
      load(two, 'r1', 'cy'),
      load(one, 'r2', 'dee'),
    ];
    expect(await Promise.all(asked)).toEqual(['r1:ann', 'r1:bob', 'r1:cy', 'r2:dee']);
    expect(calls).toEqual([
      ['tx1', 'r1', ['ann', 'bob']],
      ['tx2', 'r1', ['cy']],
      ['tx1', 'r2', ['dee']],
    ]);
  });

  it('gives a key asked for once the call has started a call of its own', async () => {
    const { calls, load } = counting();
    const scope = { name: 'tx' };
    const first = load(scope, 'r1', 'ann');
    await Promise.resolve();
    await Promise.resolve();
    expect(await Promise.all([first, load(scope, 'r1', 'bob')])).toEqual(['r1:ann', 'r1:bob']);
    expect(calls.map(([, , keys]) => keys)).toEqual([['ann'], ['bob']]);
  });

  it('fails everyone whose key the failed call held', async () => {
    const load = gatheredLoad(async () => {
      throw new Error('gone');
    });
    const scope = {};
    const asked = [load(scope, 'r1', 'ann'), load(scope, 'r1', 'bob')];
    await expect(
      Promise.all(asked.map((promise) => promise.catch((error: Error) => error.message))),
    ).resolves.toEqual(['gone', 'gone']);
  });
});
