import type { Kysely } from 'kysely';
import { columnTypes, type Dialect } from './column-types';

/**
 * A revealed round is history: who voted what, under which name, and the average, as they were at
 * the reveal. It outlives the votes (a re-vote clears them), the people (leaving drops their
 * votes, deleting an account drops everything of theirs) and later rounds of the same task.
 */
export function roundRecords(dialect: Dialect) {
  const t = columnTypes(dialect);
  return {
    async up(db: Kysely<unknown>): Promise<void> {
      await db.schema
        .createTable('round_record')
        .addColumn('roomId', t.text, (c) => c.notNull().references('room.id').onDelete('cascade'))
        /** A task id, or the empty string for the round played on the room itself. */
        .addColumn('roundKey', t.text, (c) => c.notNull())
        .addColumn('round', 'integer', (c) => c.notNull())
        .addColumn('averageResult', t.real)
        /** JSON: [{userId, displayName, value}]; displayName is null once the account is deleted. */
        .addColumn('votes', t.text, (c) => c.notNull())
        .addColumn('revealedAt', t.timestamp, (c) => c.notNull())
        .addColumn('updatedAt', t.timestamp, (c) => c.notNull())
        .addPrimaryKeyConstraint('round_record_pk', ['roomId', 'roundKey', 'round'])
        .execute();
    },
  };
}
