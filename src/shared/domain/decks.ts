import { z } from 'zod';

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

/**
 * A card is any short label: 0.5, 3.5, XL, 🐘. The forbidden characters of SPEC §5 are a rule for
 * keys, and a card is a vote's value, never a key.
 */
export const deckCardsSchema = z
  .array(z.string().trim().min(1, 'A card cannot be empty'))
  .min(2, 'A deck needs at least 2 cards')
  .max(MAX_DECK_CARDS, `A deck can have at most ${MAX_DECK_CARDS} cards`)
  .superRefine((cards, ctx) => {
    const seen = new Set<string>();
    for (const card of cards) {
      if ([...card].length > MAX_CARD_LENGTH) {
        ctx.addIssue({ code: 'custom', message: `“${card}” is longer than ${MAX_CARD_LENGTH} characters` });
      } else if (seen.has(card)) {
        ctx.addIssue({ code: 'custom', message: `“${card}” appears twice` });
      }
      seen.add(card);
    }
  });

export const votingSystemSchema = z.object({
  name: z.enum(['fibonacci', 'modified-fibonacci', 't-shirt', 'powers-of-2', 'custom'] satisfies DeckName[]),
  values: deckCardsSchema,
});
export type VotingSystem = z.infer<typeof votingSystemSchema>;

/** Reads a custom deck typed as "1, 2, 3" or one card per line. */
export function parseDeckInput(text: string): string[] {
  return text
    .split(/[,\n]/)
    .map((card) => card.trim())
    .filter((card, index, all) => card !== '' || index < all.length - 1);
}

export function presetVotingSystem(name: DeckPresetName): VotingSystem {
  return { name, values: [...DECK_PRESETS[name]] };
}
