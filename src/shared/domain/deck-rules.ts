/**
 * The rules of a deck, with no schema library: the browser checks a custom deck while it is typed
 * without downloading zod, and decks.ts builds the server's schema from the same rules.
 */
export const MAX_DECK_CARDS = 24;
export const MAX_CARD_LENGTH = 8;

export const DECK_PRESETS = {
  fibonacci: ['0', '1', '2', '3', '5', '8', '13', '21', '34', '55', '89', '?', '☕'],
  'modified-fibonacci': ['0', '½', '1', '2', '3', '5', '8', '13', '20', '40', '100', '?', '☕'],
  't-shirt': ['XS', 'S', 'M', 'L', 'XL', 'XXL', '?'],
  'powers-of-2': ['0', '1', '2', '4', '8', '16', '32', '64', '?', '☕'],
} as const satisfies Record<string, readonly string[]>;

export type DeckPresetName = keyof typeof DECK_PRESETS;
export const DECK_PRESET_NAMES = Object.keys(DECK_PRESETS) as DeckPresetName[];
export type DeckName = DeckPresetName | 'custom';
export const DECK_NAMES = [...DECK_PRESET_NAMES, 'custom'] as const satisfies readonly DeckName[];

export interface VotingSystem {
  name: DeckName;
  values: string[];
}

export function presetVotingSystem(name: DeckPresetName): VotingSystem {
  return { name, values: [...DECK_PRESETS[name]] };
}

/** Reads a custom deck typed as "1, 2, 3" or one card per line. */
export function parseDeckInput(text: string): string[] {
  return text
    .split(/[,\n]/)
    .map((card) => card.trim())
    .filter((card, index, all) => card !== '' || index < all.length - 1);
}

export type DeckProblem =
  | { kind: 'empty' }
  | { kind: 'tooFew' }
  | { kind: 'tooMany'; max: number }
  | { kind: 'blankCard' }
  | { kind: 'tooLong'; card: string; max: number }
  | { kind: 'duplicate'; card: string };

/**
 * What is wrong with a deck, each problem named so it can be told in the reader's language. A card
 * is any short label (0.5, 3.5, XL, 🐘): the forbidden characters of keys do not apply, since a
 * card is a vote's value, never a key. Cards are compared trimmed.
 */
export function deckProblems(cards: readonly string[]): DeckProblem[] {
  const problems: DeckProblem[] = [];
  const filled = cards.map((card) => card.trim()).filter((card) => card !== '');
  if (filled.length === 0) problems.push({ kind: 'empty' });
  else if (cards.length < 2) problems.push({ kind: 'tooFew' });
  if (cards.length > MAX_DECK_CARDS) problems.push({ kind: 'tooMany', max: MAX_DECK_CARDS });
  if (filled.length > 0 && filled.length < cards.length) problems.push({ kind: 'blankCard' });
  const seen = new Set<string>();
  for (const card of filled) {
    if ([...card].length > MAX_CARD_LENGTH) problems.push({ kind: 'tooLong', card, max: MAX_CARD_LENGTH });
    else if (seen.has(card)) problems.push({ kind: 'duplicate', card });
    seen.add(card);
  }
  return problems;
}
