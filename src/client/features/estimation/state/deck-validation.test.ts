// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { checkDeckInput } from './deck-validation';

describe('checkDeckInput', () => {
  it('accepts a deck typed with commas or one card per line', () => {
    expect(checkDeckInput('1, 2, 3, ?')).toEqual({ ok: true, cards: ['1', '2', '3', '?'] });
    expect(checkDeckInput('S\nM\nL\n')).toEqual({ ok: true, cards: ['S', 'M', 'L'] });
  });

  it('names an empty deck, a single card and blank entries', () => {
    expect(checkDeckInput('  ')).toMatchObject({ ok: false, problems: [{ kind: 'empty' }] });
    expect(checkDeckInput('5')).toMatchObject({ ok: false, problems: [{ kind: 'tooFew' }] });
    expect(checkDeckInput('1,,2')).toMatchObject({ ok: false, problems: [{ kind: 'blankCard' }] });
  });

  it('names duplicates, long cards and too many cards, and takes decimals', () => {
    expect(checkDeckInput('1, 2, 1')).toMatchObject({ problems: [{ kind: 'duplicate', card: '1' }] });
    expect(checkDeckInput('1, enormously')).toMatchObject({
      problems: [{ kind: 'tooLong', card: 'enormously' }],
    });
    expect(checkDeckInput('0.5, 1, 2.5')).toEqual({ ok: true, cards: ['0.5', '1', '2.5'] });
    const many = Array.from({ length: 30 }, (_, i) => String(i)).join(',');
    expect(checkDeckInput(many)).toMatchObject({ problems: [{ kind: 'tooMany', max: 24 }] });
  });
});
