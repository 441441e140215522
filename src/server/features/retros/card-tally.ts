import type { CardRecord, CardTally } from './retro-records';

type Authored = Pick<CardRecord, 'columnId' | 'authorId'>;

const sameBox = (entry: Authored, card: Authored) =>
  entry.columnId === card.columnId && entry.authorId === card.authorId;

/** The tally with one card more (1) or one less (-1); a person with none left in a column goes. */
export function countCard(tally: readonly CardTally[], card: Authored, delta: 1 | -1): CardTally[] {
  const next = tally
    .map((entry) => (sameBox(entry, card) ? { ...entry, count: entry.count + delta } : entry))
    .filter((entry) => entry.count > 0);
  if (delta === 1 && !tally.some((entry) => sameBox(entry, card)))
    next.push({ columnId: card.columnId, authorId: card.authorId, count: 1 });
  return next;
}

/** Entries for the same column and person summed into one, in the order each was first met. */
export function sumTally(entries: readonly CardTally[]): CardTally[] {
  const tally = new Map<string, CardTally>();
  for (const { columnId, authorId, count } of entries) {
    const key = `${columnId}\u0000${authorId ?? ''}`;
    const entry = tally.get(key) ?? { columnId, authorId, count: 0 };
    entry.count += count;
    tally.set(key, entry);
  }
  return [...tally.values()];
}

/** The tally of these cards (a snapshot's, which has them all). */
export const tallyCards = (cards: readonly Authored[]): CardTally[] =>
  sumTally(cards.map(({ columnId, authorId }) => ({ columnId, authorId, count: 1 })));

/** How many cards the tally holds: everyone's, or one person's. */
export const cardsCounted = (tally: readonly CardTally[], authorId?: string) =>
  tally
    .filter((entry) => authorId === undefined || entry.authorId === authorId)
    .reduce((sum, entry) => sum + entry.count, 0);
