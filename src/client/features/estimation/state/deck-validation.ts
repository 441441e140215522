import {
  deckCardsSchema,
  MAX_CARD_LENGTH,
  MAX_DECK_CARDS,
  parseDeckInput,
} from '../../../../shared/domain/decks';

export type DeckProblem =
  | { kind: 'empty' }
  | { kind: 'tooFew' }
  | { kind: 'tooMany'; max: number }
  | { kind: 'blankCard' }
  | { kind: 'tooLong'; card: string; max: number }
  | { kind: 'duplicate'; card: string }
  | { kind: 'other'; message: string };

export type DeckCheck =
  { ok: true; cards: string[] } | { ok: false; cards: string[]; problems: DeckProblem[] };

/**
 * A custom deck as typed ("1, 2, 3" or one per line), checked by the shared schema; the problems
 * are named one by one so each gets its own clear, translated message.
 */
export function checkDeckInput(text: string): DeckCheck {
  const cards = parseDeckInput(text);
  const parsed = deckCardsSchema.safeParse(cards);
  if (parsed.success) return { ok: true, cards: parsed.data };

  const problems: DeckProblem[] = [];
  const filled = cards.filter((card) => card.trim() !== '');
  if (filled.length === 0) problems.push({ kind: 'empty' });
  else if (cards.length < 2) problems.push({ kind: 'tooFew' });
  if (cards.length > MAX_DECK_CARDS) problems.push({ kind: 'tooMany', max: MAX_DECK_CARDS });
  if (filled.length > 0 && filled.length < cards.length) problems.push({ kind: 'blankCard' });
  const seen = new Set<string>();
  for (const raw of filled) {
    const card = raw.trim();
    if ([...card].length > MAX_CARD_LENGTH) problems.push({ kind: 'tooLong', card, max: MAX_CARD_LENGTH });
    else if (seen.has(card)) problems.push({ kind: 'duplicate', card });
    seen.add(card);
  }
  if (problems.length === 0) {
    problems.push({ kind: 'other', message: parsed.error.issues[0]?.message ?? 'Invalid deck' });
  }
  return { ok: false, cards, problems };
}
