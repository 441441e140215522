import { describe, expect, it } from 'vitest';
import { createKeyedQueue, keyedGroups } from './keyed-queue';

const tick = () => new Promise((resolve) => setTimeout(resolve, 1));

describe('keyed queue', () => {
  it('runs the work of one key one at a time, in order, and other keys beside it', async () => {
    const run = createKeyedQueue();
    const log: string[] = [];
    let inRoomA = 0;
    const work = (key: string, name: string) =>
      run(key, async () => {
        if (key === 'a') inRoomA += 1;
        log.push(`${name} start (a busy: ${inRoomA})`);
        await tick();
        log.push(`${name} end`);
        if (key === 'a') inRoomA -= 1;
        return name;
      });
    const results = await Promise.all([work('a', 'a1'), work('a', 'a2'), work('b', 'b1'), work('a', 'a3')]);
    expect(results).toEqual(['a1', 'a2', 'b1', 'a3']);
    expect(log.filter((line) => line.startsWith('a'))).toEqual([
      'a1 start (a busy: 1)',
      'a1 end',
      'a2 start (a busy: 1)',
      'a2 end',
      'a3 start (a busy: 1)',
      'a3 end',
    ]);
    // b did not wait for a's queue.
    expect(log.indexOf('b1 start (a busy: 1)')).toBeLessThan(log.indexOf('a1 end'));
  });

  it('gives a failure to its caller only, and goes on with the next work', async () => {
    const run = createKeyedQueue();
    const failing = run('a', () => Promise.reject(new Error('boom')));
    const next = run('a', async () => 'after');
    await expect(failing).rejects.toThrow('boom');
    await expect(next).resolves.toBe('after');
  });
});

describe('keyed groups', () => {
  it('hands over together what waited behind the work before it, in order, and keeps order around closes', async () => {
    const queue = createKeyedQueue();
    const log: string[] = [];
    const groups = keyedGroups<string>(queue, async (key, items) => {
      log.push(`${key}: ${items.join(' ')}`);
      await tick();
    });
    groups.add('a', 'v1');
    await Promise.resolve();
    // v1 runs; these wait for it and go together.
    groups.add('a', 'v2');
    groups.add('a', 'v3');
    groups.add('b', 'w1');
    // Something else queued for a: what comes after it waits behind it.
    groups.close('a');
    const other = queue('a', async () => void log.push('a: other'));
    groups.add('a', 'v4');
    await other;
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(log).toEqual(['a: v1', 'b: w1', 'a: v2 v3', 'a: other', 'a: v4']);
  });
});
