import { describe, expect, it } from 'vitest';
import {
  cardsHidden,
  discussionOrder,
  mayGroup,
  mayMovePhase,
  mayTakePart,
  nextPhase,
  regroup,
  retroItems,
  TEMPLATE_COLUMNS,
  voteCountsHidden,
  voteRefusal,
  MAX_COLUMNS,
  MIN_COLUMNS,
} from './retro';

describe('retro phases', () => {
  it('moves forward one step at a time', () => {
    expect(nextPhase('review')).toBe('write');
    expect(nextPhase('discuss')).toBe('done');
    expect(nextPhase('done')).toBeNull();
    expect(mayMovePhase('write', 'reveal')).toBe(true);
    expect(mayMovePhase('write', 'group')).toBe(false);
  });

  it('goes back as far as the reveal, never into writing again', () => {
    expect(mayMovePhase('vote', 'group')).toBe(true);
    expect(mayMovePhase('done', 'reveal')).toBe(true);
    expect(mayMovePhase('reveal', 'write')).toBe(false);
    expect(mayMovePhase('group', 'review')).toBe(false);
    expect(mayMovePhase('vote', 'vote')).toBe(false);
  });

  it('hides cards until the reveal', () => {
    expect(cardsHidden('write')).toBe(true);
    expect(cardsHidden('reveal')).toBe(false);
  });
});

describe('who does what', () => {
  it('lets observers only watch', () => {
    expect(mayTakePart(['player'])).toBe(true);
    expect(mayTakePart(['observer'])).toBe(false);
    expect(mayTakePart(['owner', 'observer'])).toBe(true);
  });

  it('lets everyone group, or only facilitators', () => {
    expect(mayGroup(['player'], 'everyone')).toBe(true);
    expect(mayGroup(['player'], 'facilitators')).toBe(false);
    expect(mayGroup(['moderator', 'observer'], 'facilitators')).toBe(true);
    expect(mayGroup(['observer'], 'everyone')).toBe(false);
  });
});

describe('votes', () => {
  const limits = { votesPerPerson: 5, votesPerItem: 3 };

  it('refuses past the per-item and the per-person limit', () => {
    expect(voteRefusal({}, 'a', limits)).toBeNull();
    expect(voteRefusal({ a: 3 }, 'a', limits)).toBe('item');
    expect(voteRefusal({ a: 3 }, 'b', limits)).toBeNull();
    expect(voteRefusal({ a: 3, b: 2 }, 'c', limits)).toBe('person');
  });

  it('hides counts while voting runs, and never after', () => {
    expect(voteCountsHidden('vote', true)).toBe(true);
    expect(voteCountsHidden('group', true)).toBe(true);
    expect(voteCountsHidden('discuss', true)).toBe(false);
    expect(voteCountsHidden('vote', false)).toBe(false);
  });

  it('orders the discussion by votes, ties in board order', () => {
    const items = [{ id: 'a' }, { id: 'b' }, { id: 'c' }];
    expect(discussionOrder(items, { b: 2, c: 2, a: 1 }).map((item) => item.id)).toEqual(['b', 'c', 'a']);
  });
});

describe('templates', () => {
  it('have between two and eight columns', () => {
    for (const columns of Object.values(TEMPLATE_COLUMNS)) {
      expect(columns.length).toBeGreaterThanOrEqual(MIN_COLUMNS);
      expect(columns.length).toBeLessThanOrEqual(MAX_COLUMNS);
    }
  });
});

describe('retroItems', () => {
  it('makes one item per group with its cards, then one per loose card', () => {
    const cards = [
      { id: 'a', columnId: 'c1', groupId: 'g' },
      { id: 'b', columnId: 'c1', groupId: null },
      { id: 'c', columnId: 'c1', groupId: 'g' },
    ];
    const items = retroItems(cards, [{ id: 'g', columnId: 'c1' }]);
    expect(items.map((item) => [item.id, item.cards.map((card) => card.id)])).toEqual([
      ['g', ['a', 'c']],
      ['b', ['b']],
    ]);
  });
});

describe('regrouping cards', () => {
  const cards = [
    { id: 'a', groupId: 'g1' },
    { id: 'b', groupId: 'g1' },
    { id: 'c', groupId: 'g2' },
    { id: 'd', groupId: 'g2' },
    { id: 'e', groupId: null },
  ];
  const groups = [{ id: 'g1' }, { id: 'g2' }];

  it('moves a card into a group and leaves the others as they are', () => {
    expect(regroup(cards, groups, { e: 'g1' })).toEqual({ cardGroups: { e: 'g1' }, emptied: [] });
  });

  it('breaks up a group left with one card: that card is on its own again and the group goes', () => {
    expect(regroup(cards, groups, { a: 'g2' })).toEqual({
      cardGroups: { a: 'g2', b: null },
      emptied: ['g1'],
    });
    expect(regroup(cards, groups, { c: null })).toEqual({
      cardGroups: { c: null, d: null },
      emptied: ['g2'],
    });
  });

  it('drops a group no card is in any more, and a new group once two cards are in it', () => {
    const withNew = [...groups, { id: 'g3' }];
    expect(regroup(cards, withNew, { e: 'g3' })).toEqual({ cardGroups: { e: null }, emptied: ['g3'] });
    expect(regroup(cards, withNew, { e: 'g3', a: 'g3' })).toEqual({
      cardGroups: { e: 'g3', a: 'g3', b: null },
      emptied: ['g1'],
    });
  });

  it('leaves what it is given as it was', () => {
    const moves = { a: null };
    regroup(cards, groups, moves);
    expect(moves).toEqual({ a: null });
    expect(cards[0]).toEqual({ id: 'a', groupId: 'g1' });
  });
});
