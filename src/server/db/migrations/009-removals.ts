import type { Kysely } from 'kysely';
import { columnTypes, type Dialect } from './column-types';

/**
 * People a manager removed from a live room (estimation or retro), who may not join it again until
 * a manager lets them back in. One table for every kind; the room's own deletion clears its rows,
 * the person's deletion cascades.
 */
export function removals(dialect: Dialect) {
  const t = columnTypes(dialect);
  return {
    async up(db: Kysely<unknown>): Promise<void> {
      await db.schema
        .createTable('live_removal')
        .addColumn('kind', t.text, (c) => c.notNull())
        .addColumn('roomId', t.text, (c) => c.notNull())
        .addColumn('userId', t.text, (c) => c.notNull().references('user.id').onDelete('cascade'))
        .addColumn('removedAt', t.timestamp, (c) => c.notNull())
        .addPrimaryKeyConstraint('live_removal_pk', ['kind', 'roomId', 'userId'])
        .execute();
      await db.schema.createIndex('live_removal_userId_idx').on('live_removal').column('userId').execute();
    },
  };
}
