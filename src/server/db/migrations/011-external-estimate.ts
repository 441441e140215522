import type { Kysely } from 'kysely';

/**
 * What Jira held for a task's issue when it last came from or went to Jira, so a send tells an
 * estimate agreed in the room from one that only came from Jira.
 */
export function externalEstimate() {
  return {
    async up(db: Kysely<unknown>): Promise<void> {
      await db.schema.alterTable('task').addColumn('externalEstimate', 'text').execute();
    },
  };
}
