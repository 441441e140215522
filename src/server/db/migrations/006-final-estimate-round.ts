import type { Kysely } from 'kysely';

/**
 * A final estimate remembers which revealed round it was given after, so a task voted on twice
 * says whether the estimate came from the first discussion or the second.
 */
export function finalEstimateRound() {
  return {
    async up(db: Kysely<unknown>): Promise<void> {
      await db.schema.alterTable('task').addColumn('finalEstimateRound', 'integer').execute();
    },
  };
}
