export type DeckKeyAction = { type: 'focus'; index: number };

/** Arrows (and Home/End) move the focus between cards; Enter and Space are the buttons' own. */
export function deckKeyAction(key: string, focusedIndex: number, count: number): DeckKeyAction | null {
  if (count === 0) return null;
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

/** How long a typed digit waits for the next one, so 1 then 3 picks 13 rather than 1. */
export const KEY_SEQUENCE_MS = 700;

/** Keys of the room's own shortcuts; no card is given one of them. */
export const ROOM_SHORTCUT_KEYS = { reveal: 'r', newRound: 'n', nextTask: 't', help: '?' } as const;

/** Cards whose label has no letter to take get a key that says what they mean. */
const SYMBOL_KEYS: Readonly<Record<string, string>> = { '?': 'q', '☕': 'c', '∞': 'i', '½': 'h' };
const LETTERS = 'abcdefghijklmnopqrstuvwxyz';
const NUMBER = /^\d+(?:[.,]\d+)?$/;

/**
 * The key (or digits, typed one after another) that picks each card: a number is typed as it
 * reads, 13 as 1 then 3; any other card takes a letter of its own, ? and ☕ included.
 */
export function cardKeys(cards: readonly string[]): (string | null)[] {
  const used = new Set<string>(Object.values(ROOM_SHORTCUT_KEYS));
  const numbers = cards.map((card) => (NUMBER.test(card) ? card.replace(',', '.') : null));
  numbers.forEach((key) => key && used.add(key));
  return cards.map((card, index) => {
    const number = numbers[index];
    if (number && numbers.indexOf(number) === index) return number;
    const letters = [SYMBOL_KEYS[card] ?? '', ...(card.toLowerCase().match(/[a-z]/g) ?? []), ...LETTERS];
    const key = letters.find((letter) => letter !== '' && !used.has(letter)) ?? null;
    if (key) used.add(key);
    return key;
  });
}

export type CardKeyStep =
  | { type: 'pick'; index: number }
  /** More digits could follow; `fallback` is picked when none comes in time. */
  | { type: 'wait'; typed: string; fallback: number | null };

/** What a key pressed after `typed` (the digits still waiting) does, if it picks any card. */
export function cardKeyStep(
  keys: readonly (string | null)[],
  typed: string,
  key: string,
): CardKeyStep | null {
  const pressed = key === ',' ? '.' : key.toLowerCase();
  if (pressed.length !== 1) return null;
  for (const candidate of [typed + pressed, pressed]) {
    if (!keys.some((cardKey) => cardKey?.startsWith(candidate))) continue;
    const exact = keys.indexOf(candidate);
    const longer = keys.some((cardKey) => cardKey !== candidate && cardKey?.startsWith(candidate));
    if (!longer) return { type: 'pick', index: exact };
    return { type: 'wait', typed: candidate, fallback: exact < 0 ? null : exact };
  }
  return null;
}

/** Digits typed into a text field, or with a modifier, belong to that field or shortcut. */
export function isTypingTarget(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  return target.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(target.tagName);
}

/** Whether a key press is the room's to handle: not typed into a field, a dialog or a menu. */
export function isRoomKey(event: KeyboardEvent): boolean {
  if (event.altKey || event.ctrlKey || event.metaKey || event.repeat) return false;
  if (isTypingTarget(event.target)) return false;
  return !(event.target instanceof Element && event.target.closest(OVERLAYS));
}

const OVERLAYS = '[role="dialog"],[role="alertdialog"],[role="menu"],[data-radix-popper-content-wrapper]';
