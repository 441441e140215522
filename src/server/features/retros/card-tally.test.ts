import { describe, expect, it } from 'vitest';
import { cardsCounted, countCard, tallyCards } from './card-tally';

const card = (columnId: string, authorId: string | null) => ({ columnId, authorId });

describe('the tally of a retro’s cards', () => {
  it('counts each person’s cards per column', () => {
    const tally = tallyCards([card('a', 'ann'), card('a', 'ann'), card('b', 'ann'), card('a', 'bo')]);
    expect(tally).toEqual([
      { columnId: 'a', authorId: 'ann', count: 2 },
      { columnId: 'b', authorId: 'ann', count: 1 },
      { columnId: 'a', authorId: 'bo', count: 1 },
    ]);
    expect(cardsCounted(tally)).toBe(4);
    expect(cardsCounted(tally, 'ann')).toBe(3);
    expect(cardsCounted(tally, 'cy')).toBe(0);
  });

  it('adds and takes away one card at a time, and forgets a person with none left in a column', () => {
    const one = countCard([], card('a', null), 1);
    expect(one).toEqual([{ columnId: 'a', authorId: null, count: 1 }]);
    const two = countCard(one, card('a', null), 1);
    expect(two).toEqual([{ columnId: 'a', authorId: null, count: 2 }]);
    expect(countCard(countCard(two, card('a', null), -1), card('a', null), -1)).toEqual([]);
    // The tally it was given stays as it was: a room remembered keeps its own.
    expect(one).toEqual([{ columnId: 'a', authorId: null, count: 1 }]);
  });

  it('agrees with counting the cards afresh after any additions and removals', () => {
    const cards = [card('a', 'ann'), card('b', 'bo'), card('a', 'ann'), card('c', null), card('b', 'ann')];
    let tally = tallyCards([]);
    for (const each of cards) tally = countCard(tally, each, 1);
    tally = countCard(tally, cards[1]!, -1);
    const sort = (entries: typeof tally) =>
      [...entries].sort((x, y) => `${x.columnId}${x.authorId}`.localeCompare(`${y.columnId}${y.authorId}`));
    expect(sort(tally)).toEqual(sort(tallyCards(cards.filter((_, index) => index !== 1))));
  });
});
