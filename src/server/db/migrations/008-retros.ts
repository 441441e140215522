import type { ColumnDefinitionBuilder, Kysely } from 'kysely';
import { columnTypes, type Dialect } from './column-types';

/**
 * Retrospectives: the retro, its members, cards, groups, dot votes, discussion notes and action
 * items. Everything but the retro row itself goes with it (cascade), and a card keeps its author
 * only for the author's own page: no view ever sends it to anyone else in an anonymous retro.
 */
export function retros(dialect: Dialect) {
  const t = columnTypes(dialect);
  const int = 'integer' as const;
  const retroRef = (c: ColumnDefinitionBuilder) => c.notNull().references('retro.id').onDelete('cascade');
  return {
    async up(db: Kysely<unknown>): Promise<void> {
      await db.schema
        .createTable('retro')
        .addColumn('id', t.text, (c) => c.primaryKey())
        .addColumn('name', t.text, (c) => c.notNull())
        .addColumn('ownerId', t.text, (c) => c.references('user.id').onDelete('set null'))
        .addColumn('template', t.text, (c) => c.notNull())
        .addColumn('columns', t.text, (c) => c.notNull())
        .addColumn('options', t.text, (c) => c.notNull())
        .addColumn('phase', t.text, (c) => c.notNull())
        .addColumn('timer', t.text, (c) => c.notNull())
        .addColumn('discussItemId', t.text)
        .addColumn('carriedFromId', t.text)
        .addColumn('version', int, (c) => c.notNull().defaultTo(1))
        .addColumn('createAt', t.timestamp, (c) => c.notNull())
        .addColumn('updatedAt', t.timestamp, (c) => c.notNull())
        .execute();
      await db.schema.createIndex('retro_ownerId_idx').on('retro').column('ownerId').execute();

      await db.schema
        .createTable('retro_member')
        .addColumn('retroId', t.text, retroRef)
        .addColumn('userId', t.text, (c) => c.notNull().references('user.id').onDelete('cascade'))
        .addColumn('roles', t.text, (c) => c.notNull())
        .addColumn('isFavorite', t.bool, (c) => c.notNull())
        .addColumn('ready', t.bool, (c) => c.notNull())
        .addColumn('joinedAt', t.timestamp, (c) => c.notNull())
        .addColumn('lastVisitDate', t.timestamp, (c) => c.notNull())
        .addPrimaryKeyConstraint('retro_member_pk', ['retroId', 'userId'])
        .execute();
      await db.schema.createIndex('retro_member_userId_idx').on('retro_member').column('userId').execute();

      await db.schema
        .createTable('retro_group')
        .addColumn('id', t.text, (c) => c.primaryKey())
        .addColumn('retroId', t.text, retroRef)
        .addColumn('columnId', t.text, (c) => c.notNull())
        .addColumn('title', t.text, (c) => c.notNull())
        .addColumn('createAt', t.timestamp, (c) => c.notNull())
        .execute();
      await db.schema.createIndex('retro_group_retroId_idx').on('retro_group').column('retroId').execute();

      await db.schema
        .createTable('retro_card')
        .addColumn('id', t.text, (c) => c.primaryKey())
        .addColumn('retroId', t.text, retroRef)
        .addColumn('columnId', t.text, (c) => c.notNull())
        .addColumn('authorId', t.text, (c) => c.references('user.id').onDelete('set null'))
        .addColumn('text', t.text, (c) => c.notNull())
        .addColumn('groupId', t.text)
        .addColumn('createAt', t.timestamp, (c) => c.notNull())
        .addColumn('updatedAt', t.timestamp, (c) => c.notNull())
        .execute();
      await db.schema.createIndex('retro_card_retroId_idx').on('retro_card').column('retroId').execute();

      await db.schema
        .createTable('retro_vote')
        .addColumn('retroId', t.text, retroRef)
        .addColumn('userId', t.text, (c) => c.notNull().references('user.id').onDelete('cascade'))
        .addColumn('itemId', t.text, (c) => c.notNull())
        .addColumn('count', int, (c) => c.notNull())
        .addPrimaryKeyConstraint('retro_vote_pk', ['retroId', 'userId', 'itemId'])
        .execute();

      await db.schema
        .createTable('retro_note')
        .addColumn('id', t.text, (c) => c.primaryKey())
        .addColumn('retroId', t.text, retroRef)
        .addColumn('itemId', t.text, (c) => c.notNull())
        .addColumn('authorId', t.text, (c) => c.references('user.id').onDelete('set null'))
        .addColumn('text', t.text, (c) => c.notNull())
        .addColumn('createAt', t.timestamp, (c) => c.notNull())
        .execute();
      await db.schema.createIndex('retro_note_retroId_idx').on('retro_note').column('retroId').execute();

      await db.schema
        .createTable('retro_action')
        .addColumn('id', t.text, (c) => c.primaryKey())
        .addColumn('retroId', t.text, retroRef)
        .addColumn('itemId', t.text)
        .addColumn('text', t.text, (c) => c.notNull())
        .addColumn('ownerUserId', t.text, (c) => c.references('user.id').onDelete('set null'))
        .addColumn('dueDate', t.text)
        .addColumn('done', t.bool, (c) => c.notNull())
        .addColumn('createAt', t.timestamp, (c) => c.notNull())
        .addColumn('updatedAt', t.timestamp, (c) => c.notNull())
        .execute();
      await db.schema.createIndex('retro_action_retroId_idx').on('retro_action').column('retroId').execute();
    },
  };
}
