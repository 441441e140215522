export type DeckKeyAction = { type: 'focus'; index: number } | { type: 'pick'; index: number };

/**
 * Keyboard use of the deck: digits 1-9 pick the Nth card at once, arrows (and Home/End) move the
 * focus between cards; Enter and Space are the buttons' own.
 */
export function deckKeyAction(key: string, focusedIndex: number, count: number): DeckKeyAction | null {
  if (count === 0) return null;
  if (/^[1-9]$/.test(key)) {
    const index = Number(key) - 1;
    return index < count ? { type: 'pick', index } : null;
  }
  const current = focusedIndex < 0 ? 0 : Math.min(focusedIndex, count - 1);
  switch (key) {
    case 'ArrowRight':
    case 'ArrowDown':
      return { type: 'focus', index: (current + 1) % count };
    case 'ArrowLeft':
    case 'ArrowUp':
      return { type: 'focus', index: (current - 1 + count) % count };
    case 'Home':
      return { type: 'focus', index: 0 };
    case 'End':
      return { type: 'focus', index: count - 1 };
    default:
      return null;
  }
}

/** Digits typed into a text field, or with a modifier, belong to that field or shortcut. */
export function isTypingTarget(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  return target.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(target.tagName);
}
