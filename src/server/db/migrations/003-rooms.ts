import type { Kysely } from 'kysely';
import { columnTypes, type Dialect } from './column-types';

/** Estimation rooms (DESIGN §5): rooms, memberships, tasks, votes and each room's Jira integration. */
export function rooms(dialect: Dialect) {
  const t = columnTypes(dialect);
  const int = 'integer' as const;
  return {
    async up(db: Kysely<unknown>): Promise<void> {
      await db.schema
        .createTable('room')
        .addColumn('id', t.text, (c) => c.primaryKey())
        .addColumn('name', t.text, (c) => c.notNull())
        .addColumn('ownerId', t.text, (c) => c.references('user.id').onDelete('set null'))
        .addColumn('votingSystem', t.text, (c) => c.notNull())
        .addColumn('selectTaskId', t.text)
        .addColumn('timer', t.text, (c) => c.notNull())
        .addColumn('disableVotingAfterReveal', t.bool, (c) => c.notNull())
        .addColumn('autoReveal', t.bool, (c) => c.notNull())
        .addColumn('flyingEmojis', t.bool, (c) => c.notNull())
        .addColumn('asynchronousVoting', t.bool, (c) => c.notNull())
        .addColumn('averageResult', t.real)
        .addColumn('isShow', t.bool, (c) => c.notNull())
        .addColumn('roundNumber', int, (c) => c.notNull().defaultTo(1))
        .addColumn('version', int, (c) => c.notNull().defaultTo(1))
        .addColumn('createAt', t.timestamp, (c) => c.notNull())
        .addColumn('updatedAt', t.timestamp, (c) => c.notNull())
        .execute();
      await db.schema.createIndex('room_ownerId_idx').on('room').column('ownerId').execute();

      await db.schema
        .createTable('room_member')
        .addColumn('roomId', t.text, (c) => c.notNull().references('room.id').onDelete('cascade'))
        .addColumn('userId', t.text, (c) => c.notNull().references('user.id').onDelete('cascade'))
        .addColumn('roles', t.text, (c) => c.notNull())
        .addColumn('isFavorite', t.bool, (c) => c.notNull())
        .addColumn('joinedAt', t.timestamp, (c) => c.notNull())
        .addColumn('lastVisitDate', t.timestamp, (c) => c.notNull())
        .addPrimaryKeyConstraint('room_member_pk', ['roomId', 'userId'])
        .execute();
      await db.schema.createIndex('room_member_userId_idx').on('room_member').column('userId').execute();

      await db.schema
        .createTable('task')
        .addColumn('id', t.text, (c) => c.primaryKey())
        .addColumn('roomId', t.text, (c) => c.notNull().references('room.id').onDelete('cascade'))
        .addColumn('title', t.text, (c) => c.notNull())
        .addColumn('description', t.text, (c) => c.notNull())
        .addColumn('link', t.text, (c) => c.notNull())
        .addColumn('externalKey', t.text)
        .addColumn('position', t.real, (c) => c.notNull())
        .addColumn('importDate', t.timestamp)
        .addColumn('isShow', t.bool, (c) => c.notNull())
        .addColumn('roundNumber', int, (c) => c.notNull().defaultTo(1))
        .addColumn('averageResult', t.real)
        .addColumn('finalEstimate', t.text)
        .addColumn('createAt', t.timestamp, (c) => c.notNull())
        .addColumn('updatedAt', t.timestamp, (c) => c.notNull())
        .execute();
      await db.schema.createIndex('task_roomId_idx').on('task').columns(['roomId', 'position']).execute();

      await db.schema
        .createTable('vote')
        .addColumn('roomId', t.text, (c) => c.notNull().references('room.id').onDelete('cascade'))
        /** A task id, or the empty string for the round played on the room itself. */
        .addColumn('roundKey', t.text, (c) => c.notNull())
        .addColumn('userId', t.text, (c) => c.notNull().references('user.id').onDelete('cascade'))
        .addColumn('value', t.text, (c) => c.notNull())
        .addColumn('round', int, (c) => c.notNull())
        .addColumn('createAt', t.timestamp, (c) => c.notNull())
        .addColumn('updatedAt', t.timestamp, (c) => c.notNull())
        .addPrimaryKeyConstraint('vote_pk', ['roomId', 'roundKey', 'userId'])
        .execute();

      await db.schema
        .createTable('jira_integration')
        .addColumn('roomId', t.text, (c) => c.primaryKey().references('room.id').onDelete('cascade'))
        .addColumn('settings', t.text)
        .addColumn('token', t.text)
        .addColumn('sites', t.text)
        .addColumn('createAt', t.timestamp, (c) => c.notNull())
        .addColumn('updatedAt', t.timestamp, (c) => c.notNull())
        .execute();
    },
  };
}
