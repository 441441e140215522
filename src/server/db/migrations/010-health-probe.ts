import type { Kysely } from 'kysely';
import { columnTypes, type Dialect } from './column-types';

/** One row that readiness rewrites now and then: proof that the database still takes a write. */
export function healthProbe(dialect: Dialect) {
  const t = columnTypes(dialect);
  return {
    async up(db: Kysely<unknown>): Promise<void> {
      await db.schema
        .createTable('health_probe')
        .addColumn('id', 'integer', (c) => c.primaryKey())
        .addColumn('checkedAt', t.timestamp, (c) => c.notNull())
        .execute();
    },
  };
}
