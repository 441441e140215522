import { deckProblems, parseDeckInput, type DeckProblem } from '../../../../shared/domain/deck-rules';

export type { DeckProblem };

export type DeckCheck =
  { ok: true; cards: string[] } | { ok: false; cards: string[]; problems: DeckProblem[] };

/**
 * A custom deck as typed ("1, 2, 3" or one per line), checked by the rules the server checks it
 * by; the problems are named one by one so each gets its own clear, translated message.
 */
export function checkDeckInput(text: string): DeckCheck {
  const cards = parseDeckInput(text);
  const problems = deckProblems(cards);
  return problems.length === 0 ? { ok: true, cards } : { ok: false, cards, problems };
}
