import type { Kysely } from 'kysely';
import { columnTypes, type Dialect } from './column-types';

/**
 * Teams, who is in each (admins and members), and each team's one invitation link. A team goes
 * with its members and link; a person's deletion takes their memberships.
 */
export function teams(dialect: Dialect) {
  const t = columnTypes(dialect);
  return {
    async up(db: Kysely<unknown>): Promise<void> {
      await db.schema
        .createTable('team')
        .addColumn('id', t.text, (c) => c.primaryKey())
        .addColumn('name', t.text, (c) => c.notNull())
        .addColumn('color', t.text, (c) => c.notNull())
        .addColumn('createAt', t.timestamp, (c) => c.notNull())
        .addColumn('updatedAt', t.timestamp, (c) => c.notNull())
        .execute();
      await db.schema
        .createTable('team_member')
        .addColumn('teamId', t.text, (c) => c.notNull().references('team.id').onDelete('cascade'))
        .addColumn('userId', t.text, (c) => c.notNull().references('user.id').onDelete('cascade'))
        .addColumn('role', t.text, (c) => c.notNull())
        .addColumn('joinedAt', t.timestamp, (c) => c.notNull())
        .addPrimaryKeyConstraint('team_member_pk', ['teamId', 'userId'])
        .execute();
      await db.schema.createIndex('team_member_userId_idx').on('team_member').column('userId').execute();
      await db.schema
        .createTable('team_invite')
        .addColumn('teamId', t.text, (c) => c.primaryKey().references('team.id').onDelete('cascade'))
        .addColumn('token', t.text, (c) => c.notNull().unique())
        .addColumn('expiresAt', t.timestamp, (c) => c.notNull())
        .addColumn('createdBy', t.text, (c) => c.references('user.id').onDelete('set null'))
        .execute();
    },
  };
}
