import type { Kysely } from 'kysely';

/**
 * The key a room's or retro's link carries once its owner has made a new link: newcomers need the
 * current one. None so far, so every link given out works as before.
 */
export function roomLinkKey() {
  return {
    async up(db: Kysely<unknown>): Promise<void> {
      for (const table of ['room', 'retro']) {
        await db.schema.alterTable(table).addColumn('linkKey', 'text').execute();
      }
    },
  };
}
