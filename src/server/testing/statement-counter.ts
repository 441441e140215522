import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';

/** `db` counting the statements sent through it, to hold a read or a write to its round trips. */
export function countingStatements(db: Kysely<Database>) {
  const counted = { statements: 0 };
  const counting = db.withPlugin({
    transformQuery: ({ node }) => node,
    transformResult: async ({ result }) => {
      counted.statements += 1;
      return result;
    },
  });
  return { db: counting, counted };
}
