import { describe, expect, it } from 'vitest';
import { DECK_PRESETS } from '../../../../shared/domain/deck-rules';
import { cardKeys, cardKeyStep, deckKeyAction, isTypingTarget } from './deck-keys';

describe('deckKeyAction', () => {
  it('moves the focus with arrows, wrapping around', () => {
    expect(deckKeyAction('ArrowRight', 0, 3)).toEqual({ type: 'focus', index: 1 });
    expect(deckKeyAction('ArrowRight', 2, 3)).toEqual({ type: 'focus', index: 0 });
    expect(deckKeyAction('ArrowLeft', 0, 3)).toEqual({ type: 'focus', index: 2 });
    expect(deckKeyAction('ArrowDown', 1, 3)).toEqual({ type: 'focus', index: 2 });
    expect(deckKeyAction('ArrowUp', 1, 3)).toEqual({ type: 'focus', index: 0 });
  });

  it('jumps to the ends and ignores other keys', () => {
    expect(deckKeyAction('Home', 2, 5)).toEqual({ type: 'focus', index: 0 });
    expect(deckKeyAction('End', 0, 5)).toEqual({ type: 'focus', index: 4 });
    expect(deckKeyAction('a', 0, 5)).toBeNull();
    expect(deckKeyAction('1', 0, 5)).toBeNull();
    expect(deckKeyAction('ArrowRight', 0, 0)).toBeNull();
  });
});

describe('cardKeys', () => {
  it('types numbers as they read and gives ? and ☕ letters that say what they mean', () => {
    const fibonacci = ['0', '1', '2', '3', '5', '8', '13', '21', '34', '55', '89', '?', '☕'];
    expect(cardKeys(fibonacci)).toEqual([...fibonacci.slice(0, 11), 'q', 'c']);
    expect(cardKeys(['0.5', '1', '3,5', '½', '∞'])).toEqual(['0.5', '1', '3.5', 'h', 'i']);
  });

  it('gives every card of every built-in deck a key of its own, never a room shortcut', () => {
    for (const deck of Object.values(DECK_PRESETS)) {
      const keys = cardKeys(deck);
      expect(keys.every((key) => key !== null && !['r', 'n', 't', '?'].includes(key))).toBe(true);
      expect(new Set(keys).size).toBe(keys.length);
    }
    expect(cardKeys(['XS', 'S', 'M', 'L', 'XL', 'XXL'])).toEqual(['x', 's', 'm', 'l', 'a', 'b']);
    expect(cardKeys(['Мало', 'Багато'])).toEqual(['a', 'b']);
  });
});

describe('cardKeyStep', () => {
  const keys = cardKeys(['1', '2', '3', '8', '13', '100', '?']);

  it('picks at once when no longer number starts with the digits', () => {
    expect(cardKeyStep(keys, '', '8')).toEqual({ type: 'pick', index: 3 });
    expect(cardKeyStep(keys, '', 'Q')).toEqual({ type: 'pick', index: 6 });
  });

  it('waits for the next digit, then picks the longer number or falls back', () => {
    expect(cardKeyStep(keys, '', '1')).toEqual({ type: 'wait', typed: '1', fallback: 0 });
    expect(cardKeyStep(keys, '1', '3')).toEqual({ type: 'pick', index: 4 });
    expect(cardKeyStep(keys, '1', '0')).toEqual({ type: 'wait', typed: '10', fallback: null });
    expect(cardKeyStep(keys, '10', '0')).toEqual({ type: 'pick', index: 5 });
    // A digit that does not continue the number starts a new one.
    expect(cardKeyStep(keys, '1', '2')).toEqual({ type: 'pick', index: 1 });
  });

  it('ignores keys no card has', () => {
    expect(cardKeyStep(keys, '', '9')).toBeNull();
    expect(cardKeyStep(keys, '', 'Enter')).toBeNull();
  });
});

describe('isTypingTarget', () => {
  it('recognises text fields', () => {
    expect(isTypingTarget(document.createElement('input'))).toBe(true);
    expect(isTypingTarget(document.createElement('textarea'))).toBe(true);
    expect(isTypingTarget(document.createElement('button'))).toBe(false);
    expect(isTypingTarget(null)).toBe(false);
  });
});
