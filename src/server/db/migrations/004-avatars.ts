import type { Kysely } from 'kysely';
import { columnTypes, type Dialect } from './column-types';

/**
 * Uploaded avatars live in the database, not on a local disk, so every instance behind a load
 * balancer serves the same picture. One row per user; it goes with the user.
 */
export function avatars(dialect: Dialect) {
  const t = columnTypes(dialect);
  return {
    async up(db: Kysely<unknown>): Promise<void> {
      await db.schema
        .createTable('avatar')
        .addColumn('userId', t.text, (c) => c.primaryKey().references('user.id').onDelete('cascade'))
        .addColumn('contentType', t.text, (c) => c.notNull())
        .addColumn('data', dialect === 'sqlite' ? 'blob' : 'bytea', (c) => c.notNull())
        /** Changes on every upload; it is part of the URL, so browsers may cache each version forever. */
        .addColumn('version', t.text, (c) => c.notNull())
        .addColumn('createAt', t.timestamp, (c) => c.notNull())
        .addColumn('updatedAt', t.timestamp, (c) => c.notNull())
        .execute();
    },
  };
}
