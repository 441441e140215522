import { describe, expect, it } from 'vitest';
import { deckKeyAction, isTypingTarget } from './deck-keys';

describe('deckKeyAction', () => {
  it('picks the Nth card with digits 1-9', () => {
    expect(deckKeyAction('1', -1, 13)).toEqual({ type: 'pick', index: 0 });
    expect(deckKeyAction('9', 4, 13)).toEqual({ type: 'pick', index: 8 });
    expect(deckKeyAction('5', 0, 4)).toBeNull();
    expect(deckKeyAction('0', 0, 13)).toBeNull();
  });

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
    expect(deckKeyAction('ArrowRight', 0, 0)).toBeNull();
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
