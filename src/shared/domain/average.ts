/** Card faces that stand for a number but are not written as one. */
const CARD_NUMBERS: Record<string, number> = { '½': 0.5 };
const NUMERIC_CARD = /^\d+(\.\d+)?$/;

/** The number a card stands for, or null for cards like ?, ☕ or XL. */
export function cardNumber(value: string): number | null {
  const trimmed = value.trim();
  if (trimmed in CARD_NUMBERS) return CARD_NUMBERS[trimmed] ?? null;
  return NUMERIC_CARD.test(trimmed) ? Number(trimmed) : null;
}

/** SPEC §5: the average counts only numeric votes above 0 and is rounded to 1 decimal. */
export function averageVote(values: readonly string[]): number | null {
  const counted = values.map(cardNumber).filter((n): n is number => n !== null && n > 0);
  if (counted.length === 0) return null;
  const mean = counted.reduce((sum, n) => sum + n, 0) / counted.length;
  return Math.round(mean * 10) / 10;
}

/** The deck card nearest a number (ties go to the larger card): the suggested final estimate. */
export function nearestCard(deck: readonly string[], target: number | null): string | null {
  if (target === null) return null;
  let best: { card: string; distance: number; value: number } | null = null;
  for (const card of deck) {
    const value = cardNumber(card);
    if (value === null) continue;
    const distance = Math.abs(value - target);
    if (!best || distance < best.distance || (distance === best.distance && value > best.value)) {
      best = { card, distance, value };
    }
  }
  return best?.card ?? null;
}

export interface VoteDistributionEntry {
  value: string;
  count: number;
}

/** How many chose each card, most chosen first, in deck order among equals. */
export function voteDistribution(
  deck: readonly string[],
  values: readonly string[],
): VoteDistributionEntry[] {
  const counts = new Map<string, number>();
  for (const value of values) counts.set(value, (counts.get(value) ?? 0) + 1);
  const order = (value: string) => {
    const index = deck.indexOf(value);
    return index === -1 ? deck.length : index;
  };
  return [...counts]
    .map(([value, count]) => ({ value, count }))
    .sort((a, b) => b.count - a.count || order(a.value) - order(b.value));
}

/** Everyone picked the same card (and at least two people voted). */
export function isConsensus(values: readonly string[]): boolean {
  return values.length > 1 && values.every((value) => value === values[0]);
}

/** Cards that say "I don't know" or "I need a break": never an estimate. */
export const UNSURE_CARDS: readonly string[] = ['?', '☕'];

/** Counted: how many votes the average is made of; the other cards, in the order they were played. */
export function averageBasis(values: readonly string[]): { counted: number; notCounted: string[] } {
  const isCounted = (value: string) => (cardNumber(value) ?? 0) > 0;
  return {
    counted: values.filter(isCounted).length,
    notCounted: values.filter((value) => !isCounted(value)),
  };
}

/**
 * For decks without numbers (T-shirt sizes): the card most people chose, leaving out ? and ☕.
 * Several cards mean a tie, in deck order; none when nobody gave an estimate.
 */
export function mostChosenCards(deck: readonly string[], values: readonly string[]): string[] {
  const distribution = voteDistribution(
    deck,
    values.filter((value) => !UNSURE_CARDS.includes(value)),
  );
  const top = distribution[0]?.count ?? 0;
  return distribution.filter((entry) => entry.count === top && top > 0).map((entry) => entry.value);
}
