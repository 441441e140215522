import { describe, expect, it } from 'vitest';
import { DECK_PRESETS, deckCardsSchema, parseDeckInput } from './decks';

const firstError = (cards: string[]) => {
  const result = deckCardsSchema.safeParse(cards);
  return result.success ? null : result.error.issues[0]?.message;
};

describe('deck validation', () => {
  it('accepts every preset', () => {
    for (const cards of Object.values(DECK_PRESETS)) expect(firstError([...cards])).toBeNull();
  });
  it('refuses empty cards and empty decks', () => {
    expect(firstError(['1', ' '])).toBe('A card cannot be empty');
    expect(firstError([])).toBe('A deck needs at least 2 cards');
  });
  it('refuses duplicates, too many and too long values', () => {
    expect(firstError(['1', '2', '1'])).toBe('“1” appears twice');
    expect(firstError(Array.from({ length: 25 }, (_, i) => String(i)))).toMatch(/at most 24/);
    expect(firstError(['1', 'ninechars'])).toMatch(/longer than 8/);
  });
  it('takes decimals and any short label, since cards are values and not keys', () => {
    expect(firstError(['0.5', '1', '3.5', 'a/b', '#1'])).toBeNull();
  });
  it('reads comma or line separated input', () => {
    expect(parseDeckInput('1, 2,3\n5')).toEqual(['1', '2', '3', '5']);
    expect(parseDeckInput('1,,2')).toEqual(['1', '', '2']);
  });
});
