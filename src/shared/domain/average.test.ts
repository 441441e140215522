import { describe, expect, it } from 'vitest';
import {
  averageBasis,
  averageVote,
  cardNumber,
  isConsensus,
  mostChosenCards,
  nearestCard,
  voteDistribution,
} from './average';

describe('averageVote', () => {
  it('averages numeric votes, rounded to 1 decimal', () => {
    expect(averageVote(['1', '2', '2'])).toBe(1.7);
    expect(averageVote(['3', '5'])).toBe(4);
    expect(averageVote(['13'])).toBe(13);
  });
  it('counts ½ as 0.5', () => {
    expect(averageVote(['½', '1'])).toBe(0.8);
  });
  it('ignores ?, ☕, 0 and non-numeric cards', () => {
    expect(averageVote(['?', '☕', '0', 'XL', '5', '8'])).toBe(6.5);
    expect(averageVote(['0', '?'])).toBeNull();
    expect(averageVote([])).toBeNull();
  });
  it('does not take partly numeric text as a number', () => {
    expect(cardNumber('3pt')).toBeNull();
    expect(cardNumber('-2')).toBeNull();
    expect(cardNumber(' 2.5 ')).toBe(2.5);
  });
});

describe('nearestCard', () => {
  const fib = ['0', '1', '2', '3', '5', '8', '13', '?', '☕'];
  it('suggests the deck card nearest the average, the larger on a tie', () => {
    expect(nearestCard(fib, 6.1)).toBe('5');
    expect(nearestCard(fib, 6.5)).toBe('8');
    expect(nearestCard(fib, 4)).toBe('5');
    expect(nearestCard(fib, null)).toBeNull();
    expect(nearestCard(['XS', 'M'], 3)).toBeNull();
  });
});

describe('voteDistribution and consensus', () => {
  it('counts each card, most chosen first', () => {
    expect(voteDistribution(['1', '2', '3'], ['3', '1', '3', '2'])).toEqual([
      { value: '3', count: 2 },
      { value: '1', count: 1 },
      { value: '2', count: 1 },
    ]);
  });
  it('sees agreement only when two or more chose the same card', () => {
    expect(isConsensus(['5', '5'])).toBe(true);
    expect(isConsensus(['5'])).toBe(false);
    expect(isConsensus(['5', '8'])).toBe(false);
  });
});

describe('averageBasis', () => {
  it('says how many votes the average counts and which cards it leaves out', () => {
    expect(averageBasis(['5', '?', '☕', '0'])).toEqual({ counted: 1, notCounted: ['?', '☕', '0'] });
    expect(averageBasis(['0.5', '3.5'])).toEqual({ counted: 2, notCounted: [] });
  });
});

describe('mostChosenCards', () => {
  const tShirt = ['XS', 'S', 'M', 'L', 'XL', '?'];
  it('suggests the card most people chose, without ? and ☕', () => {
    expect(mostChosenCards(tShirt, ['M', 'L', 'M', '?', '?', '?'])).toEqual(['M']);
  });
  it('shows every card of a tie, in deck order', () => {
    expect(mostChosenCards(tShirt, ['L', 'S', 'L', 'S'])).toEqual(['S', 'L']);
    expect(mostChosenCards(tShirt, ['?', '☕'])).toEqual([]);
  });
});
