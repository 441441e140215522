import type { Kysely } from 'kysely';

/**
 * The Jira sprint a task was imported with, by name: a team's figures group its tasks by sprint.
 * Tasks already there came without one and stay grouped by week.
 */
export function taskJiraSprint() {
  return {
    async up(db: Kysely<unknown>): Promise<void> {
      await db.schema.alterTable('task').addColumn('jiraSprint', 'text').execute();
    },
  };
}
