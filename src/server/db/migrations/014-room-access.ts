import type { Kysely } from 'kysely';

/**
 * Who may enter each room and retro (shared/domain/access.ts). Every existing one stays open to
 * anyone with its link, as it was.
 */
export function roomAccess() {
  return {
    async up(db: Kysely<unknown>): Promise<void> {
      for (const table of ['room', 'retro']) {
        await db.schema
          .alterTable(table)
          .addColumn('access', 'text', (c) => c.notNull().defaultTo('link'))
          .execute();
      }
    },
  };
}
