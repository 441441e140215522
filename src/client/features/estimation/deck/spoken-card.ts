import type { TFunction } from '../../../lib/i18n';
const MEANINGS: Readonly<Record<string, 'unsure' | 'break'>> = { '?': 'unsure', '☕': 'break' };

/** ? and ☕ are read out with what they mean, which a symbol alone does not say. */
export function spokenCard(t: TFunction, value: string): string {
  const meaning = MEANINGS[value];
  return meaning ? t(`room.deck.meaning.${meaning}`, { value }) : value;
}
