import { describe, expect, it } from 'vitest';
import { nextGroup } from './hot-groups';

const personOf = (item: string) => item.split(':')[0]!;

/** Takes groups until nothing waits, as the engine does. */
function allGroups(waiting: string[], max: number): string[][] {
  const groups: string[][] = [];
  for (let rest = waiting; rest.length > 0;) {
    const { group, later } = nextGroup(rest, personOf, max);
    groups.push(group);
    rest = later;
  }
  return groups;
}

describe('nextGroup', () => {
  it('takes one change per person and leaves their next one for the following group', () => {
    // Three people each sending three cards at once, each person's arriving together.
    const waiting = ['a:1', 'a:2', 'a:3', 'b:1', 'b:2', 'b:3', 'c:1', 'c:2', 'c:3'];
    expect(allGroups(waiting, 32)).toEqual([
      ['a:1', 'b:1', 'c:1'],
      ['a:2', 'b:2', 'c:2'],
      ['a:3', 'b:3', 'c:3'],
    ]);
  });

  it('keeps the order they arrived in, within a group and across them', () => {
    const waiting = ['a:1', 'b:1', 'a:2', 'c:1', 'b:2'];
    expect(allGroups(waiting, 32)).toEqual([
      ['a:1', 'b:1', 'c:1'],
      ['a:2', 'b:2'],
    ]);
  });

  it('takes at most max, the rest waiting in their order', () => {
    expect(nextGroup(['a:1', 'b:1', 'c:1', 'a:2', 'd:1'], personOf, 2)).toEqual({
      group: ['a:1', 'b:1'],
      later: ['c:1', 'a:2', 'd:1'],
    });
  });
});
