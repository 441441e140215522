import { z } from 'zod';
import { DECK_NAMES, deckProblems, type DeckProblem, type VotingSystem } from './deck-rules';

export * from './deck-rules';

/** The server's words for a deck's problems; the browser has its own, translated. */
function problemMessage(problem: DeckProblem): string {
  switch (problem.kind) {
    case 'empty':
    case 'tooFew':
      return 'A deck needs at least 2 cards';
    case 'tooMany':
      return `A deck can have at most ${problem.max} cards`;
    case 'blankCard':
      return 'A card cannot be empty';
    case 'tooLong':
      return `“${problem.card}” is longer than ${problem.max} characters`;
    case 'duplicate':
      return `“${problem.card}” appears twice`;
    default: {
      const unreachable: never = problem;
      return String(unreachable);
    }
  }
}

export const deckCardsSchema = z.array(z.string().trim()).superRefine((cards, ctx) => {
  for (const problem of deckProblems(cards))
    ctx.addIssue({ code: 'custom', message: problemMessage(problem) });
});

export const votingSystemSchema = z.object({
  name: z.enum(DECK_NAMES),
  values: deckCardsSchema,
}) satisfies z.ZodType<VotingSystem>;
