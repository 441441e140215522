import type { Kysely } from 'kysely';
import { columnTypes, type Dialect } from './column-types';

/**
 * A room or retro may belong to a team. Every existing one belongs to none, as before; a team's
 * deletion leaves its rooms and retros to their owners.
 */
export function teamRooms(dialect: Dialect) {
  const t = columnTypes(dialect);
  return {
    async up(db: Kysely<unknown>): Promise<void> {
      for (const table of ['room', 'retro']) {
        await db.schema
          .alterTable(table)
          .addColumn('teamId', t.text, (c) => c.references('team.id').onDelete('set null'))
          .execute();
        await db.schema.createIndex(`${table}_teamId_idx`).on(table).column('teamId').execute();
      }
    },
  };
}
