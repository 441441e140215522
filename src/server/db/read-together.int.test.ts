import Sqlite from 'better-sqlite3';
import { Kysely, PostgresDialect, sql, SqliteDialect } from 'kysely';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freshDatabaseUrl, TEST_DIALECTS } from '../testing/test-server';
import { compiledOnce } from './compiled-once';
import { commitInOneStatement } from './one-statement';
import { readTogether } from './read-together';
import type { Database } from './schema';

interface Tables {
  card: {
    id: string;
    boardId: string;
    text: string;
    score: number;
    weight: number;
    pinned: boolean | number;
    note: string | null;
  };
  board: { id: string; title: string };
}

const cardsOf = compiledOnce(['boardId'], (db: Kysely<Tables>, v) =>
  db.selectFrom('card').selectAll().where('boardId', '=', v.boardId).orderBy('score').orderBy('id'),
);
const cardsWith = compiledOnce(['boardId', 'text'], (db: Kysely<Tables>, v) =>
  db
    .selectFrom('card')
    .innerJoin('board', 'board.id', 'card.boardId')
    .select(['card.id', 'board.title'])
    .where('card.boardId', '=', v.boardId)
    .where('card.text', '=', v.text),
);
const board = compiledOnce(['id'], (db: Kysely<Tables>, v) =>
  db.selectFrom('board').selectAll().where('id', '=', v.id),
);

describe.each(TEST_DIALECTS)('reads answered together on %s', (dialect) => {
  let db: Kysely<Tables>;
  let dispose: () => Promise<void> = async () => undefined;
  const statements: string[] = [];

  beforeAll(async () => {
    const log = (event: { query: { sql: string } }) => void statements.push(event.query.sql);
    if (dialect === 'postgres') {
      const database = await freshDatabaseUrl('postgres');
      dispose = database.dispose;
      const pool = new pg.Pool({ connectionString: database.url, max: 2 });
      db = new Kysely<Tables>({ dialect: new PostgresDialect({ pool }), log });
    } else {
      db = new Kysely<Tables>({ dialect: new SqliteDialect({ database: new Sqlite(':memory:') }), log });
    }
    const bool = dialect === 'postgres' ? sql`boolean` : sql`integer`;
    await sql`create table board (id text primary key, title text not null)`.execute(db);
    await sql`create table card (id text primary key, "boardId" text not null, text text not null,
      score integer not null, weight double precision not null, pinned ${bool} not null, note text)`.execute(
      db,
    );
    await db.insertInto('board').values({ id: 'b', title: 'It’s "ours" $1' }).execute();
    const pinned = (on: boolean) => (dialect === 'postgres' ? on : Number(on));
    await db
      .insertInto('card')
      .values([
        {
          id: 'c3',
          boardId: 'b',
          text: 'late',
          score: 3,
          weight: 0.1 + 0.2,
          pinned: pinned(true),
          note: null,
        },
        { id: 'c1', boardId: 'b', text: "it's", score: 1, weight: -2.5e-7, pinned: pinned(false), note: 'x' },
        { id: 'c2', boardId: 'b', text: 'é 😀', score: 1, weight: 1e21, pinned: pinned(true), note: '' },
        { id: 'd1', boardId: 'other', text: 'late', score: 0, weight: 0, pinned: pinned(false), note: null },
      ])
      .execute();
  });
  afterAll(async () => {
    await db.destroy();
    await dispose();
  });

  it('answers each read as it would alone, in its order, with every value in its place', async () => {
    const queries = () => ({
      board: board.withValues(db, { id: 'b' }),
      cards: cardsOf.withValues(db, { boardId: 'b' }),
      late: cardsWith.withValues(db, { boardId: 'b', text: 'late' }),
      none: cardsOf.withValues(db, { boardId: 'nowhere' }),
    });
    const alone = Object.fromEntries(
      await Promise.all(
        Object.entries(queries()).map(async ([name, query]) => [name, (await db.executeQuery(query)).rows]),
      ),
    );
    statements.length = 0;
    const together = await readTogether(db as unknown as Kysely<Database>, queries());

    expect(together).toEqual(alone);
    expect(together.cards.map((card) => card.id)).toEqual(['c1', 'c2', 'c3']);
    expect(together.cards[2]!.weight).toBe(0.1 + 0.2);
    expect(together.none).toEqual([]);
    expect(together.late).toEqual([{ id: 'c3', title: 'It’s "ours" $1' }]);
    expect(statements).toHaveLength(dialect === 'postgres' ? 1 : 4);
  });

  it('answers the same reads again with other values, each in its place', async () => {
    const reads = (boardId: string, text: string) => ({
      cards: cardsOf.withValues(db, { boardId }),
      late: cardsWith.withValues(db, { boardId, text }),
    });
    const ids = async (boardId: string, text: string) => {
      const rows = await readTogether(db as unknown as Kysely<Database>, reads(boardId, text));
      return [rows.cards.map((card) => card.id), rows.late.map((card) => card.id)];
    };
    expect(await ids('b', 'late')).toEqual([['c1', 'c2', 'c3'], ['c3']]);
    expect(await ids('other', 'late')).toEqual([['d1'], []]);
    expect(await ids('b', "it's")).toEqual([['c1', 'c2', 'c3'], ['c1']]);
  });

  // Only Postgres commits a change in one statement.
  if (dialect === 'postgres') {
    it('is a read to a change committed in one statement', async () => {
      const outcome = await commitInOneStatement(db)(async (tx) => {
        const rows = await readTogether(tx as unknown as Kysely<Database>, {
          board: board.withValues(tx, { id: 'b' }),
        });
        await tx.updateTable('board').set({ title: 'Renamed' }).where('id', '=', 'b').execute();
        return rows.board[0]?.title;
      });
      expect(outcome).toEqual({ committed: true, value: 'It’s "ours" $1' });
      expect((await db.selectFrom('board').select('title').executeTakeFirstOrThrow()).title).toBe('Renamed');
    });
  }

  it('refuses a read whose text holds a literal, which renumbering could change', async () => {
    const literal = db
      .selectFrom('card')
      .select('id')
      .where('text', '=', sql<string>`'$1'`)
      .compile();
    const read = readTogether(db as unknown as Kysely<Database>, {
      literal,
      cards: cardsOf.withValues(db, { boardId: 'b' }),
    });
    if (dialect === 'postgres') await expect(read).rejects.toThrow('Cannot read literal together');
    else expect((await read).literal).toEqual([]);
  });
});
