import type { Kysely } from 'kysely';
import { columnTypes, type Dialect } from './column-types';

export function feedbackAndAnalytics(dialect: Dialect) {
  const t = columnTypes(dialect);
  return {
    async up(db: Kysely<unknown>): Promise<void> {
      await db.schema
        .createTable('feedback')
        .addColumn('id', t.text, (c) => c.primaryKey())
        .addColumn('userId', t.text, (c) => c.references('user.id').onDelete('set null'))
        .addColumn('name', t.text, (c) => c.notNull())
        .addColumn('email', t.text, (c) => c.notNull())
        .addColumn('category', t.text, (c) => c.notNull())
        .addColumn('message', t.text, (c) => c.notNull())
        .addColumn('page', t.text)
        .addColumn('status', t.text, (c) => c.notNull().defaultTo('new'))
        .addColumn('createAt', t.timestamp, (c) => c.notNull())
        .addColumn('updatedAt', t.timestamp, (c) => c.notNull())
        .execute();
      await db.schema.createIndex('feedback_createAt_idx').on('feedback').column('createAt').execute();

      await db.schema
        .createTable('analytics_event')
        .addColumn('id', t.serial, (c) =>
          dialect === 'sqlite' ? c.primaryKey().autoIncrement() : c.primaryKey(),
        )
        .addColumn('userId', t.text, (c) => c.notNull())
        .addColumn('userName', t.text, (c) => c.notNull())
        .addColumn('eventType', t.text, (c) => c.notNull())
        .addColumn('createAt', t.timestamp, (c) => c.notNull())
        .execute();
      await db.schema
        .createIndex('analytics_event_createAt_idx')
        .on('analytics_event')
        .columns(['eventType', 'createAt'])
        .execute();
    },
  };
}
