import { Kysely, PostgresDialect, sql, type Transaction } from 'kysely';
import pg from 'pg';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { freshDatabaseUrl, TEST_DIALECTS } from '../testing/test-server';
import { commitInOneStatement } from './one-statement';

interface Tables {
  counter: { id: string; version: number };
  item: { id: string; value: string; note: string };
  tag: { id: string; label: string };
}

describe.runIf(TEST_DIALECTS.includes('postgres'))('a change committed in one statement', () => {
  let dispose: () => Promise<void>;
  let db: Kysely<Tables>;
  const statements: string[] = [];

  beforeAll(async () => {
    const database = await freshDatabaseUrl('postgres');
    dispose = database.dispose;
    db = new Kysely<Tables>({
      dialect: new PostgresDialect({ pool: new pg.Pool({ connectionString: database.url, max: 2 }) }),
      log: (event) => void statements.push(event.query.sql),
    });
    await sql`create table counter (id text primary key, version integer not null)`.execute(db);
    await sql`create table item (id text primary key, value text not null, note text not null)`.execute(db);
    await sql`create table tag (id text primary key, label text not null)`.execute(db);
  });
  afterAll(async () => {
    await db.destroy();
    await dispose();
  });
  beforeEach(async () => {
    await db.deleteFrom('item').execute();
    await db.deleteFrom('tag').execute();
    await db.deleteFrom('counter').execute();
    await db.insertInto('counter').values({ id: 'c', version: 1 }).execute();
    statements.length = 0;
  });

  const inOneStatement = () => commitInOneStatement(db);
  const bump = (tx: Transaction<Tables>, from: number) =>
    tx
      .updateTable('counter')
      .set({ version: from + 1 })
      .where('id', '=', 'c')
      .where('version', '=', from)
      .execute();
  const items = () => db.selectFrom('item').selectAll().orderBy('id').execute();
  const version = async () =>
    (await db.selectFrom('counter').select('version').where('id', '=', 'c').executeTakeFirstOrThrow())
      .version;

  it('sends every write and the guard as one statement, each value in its place', async () => {
    const outcome = await inOneStatement()(async (tx) => {
      await tx
        .insertInto('item')
        .values({ id: 'a', value: 'one', note: 'first' })
        .onConflict((conflict) => conflict.column('id').doUpdateSet({ value: 'one' }))
        .execute();
      await tx.insertInto('tag').values({ id: 't', label: 'two' }).execute();
      const moved = await bump(tx, 1);
      return Number(moved[0]?.numUpdatedRows);
    });
    expect(outcome).toEqual({ committed: true, value: 1 });
    expect(statements).toHaveLength(1);
    expect(await items()).toEqual([{ id: 'a', value: 'one', note: 'first' }]);
    expect(await db.selectFrom('tag').selectAll().execute()).toEqual([{ id: 't', label: 'two' }]);
    expect(await version()).toBe(2);
  });

  it('writes nothing when the guard touches no row', async () => {
    const outcome = await inOneStatement()(async (tx) => {
      await tx.insertInto('item').values({ id: 'a', value: 'one', note: '' }).execute();
      await bump(tx, 7);
    });
    expect(outcome).toEqual({ committed: false, reason: 'guardMissed' });
    expect(await items()).toEqual([]);
    expect(await version()).toBe(1);
  });

  it('answers reads made before any write at once', async () => {
    await db.insertInto('item').values({ id: 'z', value: 'old', note: '' }).execute();
    const outcome = await inOneStatement()(async (tx) => {
      const seen = await tx.selectFrom('item').select('value').execute();
      await tx
        .insertInto('tag')
        .values({ id: 't', label: seen.map((row) => row.value).join() })
        .execute();
      await bump(tx, 1);
    });
    expect(outcome.committed).toBe(true);
    expect(await db.selectFrom('tag').select('label').execute()).toEqual([{ label: 'old' }]);
  });

  it('answers a read of a table no write has touched yet, after a write', async () => {
    await db.insertInto('item').values({ id: 'z', value: 'old', note: '' }).execute();
    const outcome = await inOneStatement()(async (tx) => {
      await tx.insertInto('tag').values({ id: 't', label: 'new' }).execute();
      const seen = await tx
        .selectFrom('item as i')
        .innerJoin('item as j', 'j.id', 'i.id')
        .select('i.value')
        .execute();
      await bump(tx, 1);
      return seen.map((row) => row.value);
    });
    expect(outcome).toEqual({ committed: true, value: ['old'] });
    expect(statements.filter((text) => text.startsWith('with'))).toHaveLength(1);
  });

  it('commits changes one after the other that each write their own rows of one table', async () => {
    const outcome = await inOneStatement()(async (tx, nextChange) => {
      await tx.insertInto('item').values({ id: 'a', value: 'one', note: '' }).execute();
      await tx.insertInto('tag').values({ id: 'a', label: 'one' }).execute();
      await nextChange();
      await tx.insertInto('item').values({ id: 'b', value: 'two', note: '' }).execute();
      await tx.insertInto('tag').values({ id: 'b', label: 'two' }).execute();
      await nextChange();
      await bump(tx, 1);
    });
    expect(outcome.committed).toBe(true);
    expect(statements).toHaveLength(1);
    expect(await items()).toEqual([
      { id: 'a', value: 'one', note: '' },
      { id: 'b', value: 'two', note: '' },
    ]);
    expect(await version()).toBe(2);
  });

  it.each([
    [
      'a read of a table an earlier change wrote',
      async (tx: Transaction<Tables>, nextChange: () => Promise<void>) => {
        await tx.insertInto('item').values({ id: 'a', value: 'one', note: '' }).execute();
        await nextChange();
        await tx.selectFrom('tag').innerJoin('item', 'item.id', 'tag.id').selectAll().execute();
        await bump(tx, 1);
      },
    ],
    [
      'a read after a write',
      async (tx: Transaction<Tables>) => {
        await tx.insertInto('item').values({ id: 'a', value: 'one', note: '' }).execute();
        await tx.selectFrom('item').selectAll().execute();
        await bump(tx, 1);
      },
    ],
    [
      'a write whose rows are wanted back',
      async (tx: Transaction<Tables>) => {
        await tx.insertInto('item').values({ id: 'a', value: 'one', note: '' }).returning('id').execute();
        await bump(tx, 1);
      },
    ],
    [
      'two writes to one table',
      async (tx: Transaction<Tables>) => {
        await tx.insertInto('item').values({ id: 'a', value: 'one', note: '' }).execute();
        await tx.updateTable('item').set({ note: 'x' }).where('id', '=', 'a').execute();
        await bump(tx, 1);
      },
    ],
    [
      'a literal in the text',
      async (tx: Transaction<Tables>) => {
        await tx
          .insertInto('item')
          .values({ id: 'a', value: sql.lit('one'), note: '' })
          .execute();
        await bump(tx, 1);
      },
    ],
  ])('declines %s, writing nothing', async (_, work) => {
    expect(await inOneStatement()(work)).toEqual({ committed: false, reason: 'declined' });
    expect(await items()).toEqual([]);
    expect(await version()).toBe(1);
  });

  it('passes the work’s own error on, writing nothing', async () => {
    const refusal = new Error('refused');
    await expect(
      inOneStatement()(async (tx) => {
        await tx.insertInto('item').values({ id: 'a', value: 'one', note: '' }).execute();
        throw refusal;
      }),
    ).rejects.toBe(refusal);
    expect(await items()).toEqual([]);
  });

  it('passes a write’s error on, writing nothing', async () => {
    await db.insertInto('tag').values({ id: 't', label: 'taken' }).execute();
    await expect(
      inOneStatement()(async (tx) => {
        await tx.insertInto('item').values({ id: 'a', value: 'one', note: '' }).execute();
        await tx.insertInto('tag').values({ id: 't', label: 'again' }).execute();
        await bump(tx, 1);
      }),
    ).rejects.toMatchObject({ code: '23505' });
    expect(await items()).toEqual([]);
    expect(await version()).toBe(1);
  });
});
