import Sqlite from 'better-sqlite3';
import { Kysely, SqliteDialect } from 'kysely';
import { afterEach, describe, expect, it } from 'vitest';
import { compiledOnce } from './compiled-once';

interface Db {
  item: { id: string; value: number; note: string | null };
}

const databases: Kysely<Db>[] = [];
async function database(): Promise<Kysely<Db>> {
  const db = new Kysely<Db>({ dialect: new SqliteDialect({ database: new Sqlite(':memory:') }) });
  databases.push(db);
  await db.schema
    .createTable('item')
    .addColumn('id', 'text', (column) => column.primaryKey())
    .addColumn('value', 'integer')
    .addColumn('note', 'text')
    .execute();
  return db;
}

afterEach(async () => {
  for (const db of databases.splice(0)) await db.destroy();
});

describe('compiledOnce', () => {
  it('builds a query once and runs it with each call’s values, in a transaction too', async () => {
    const db = await database();
    let builds = 0;
    const upsert = compiledOnce(['id', 'value'], (kysely: Kysely<Db>, v) => {
      builds += 1;
      return kysely
        .insertInto('item')
        .values({ id: v.id, value: v.value, note: 'fixed' })
        .onConflict((conflict) => conflict.column('id').doUpdateSet({ value: v.value }));
    });
    await upsert(db, { id: 'a', value: 1 });
    await upsert(db, { id: 'b', value: 2 });
    await db.transaction().execute((tx) => upsert(tx, { id: 'a', value: 3 }));
    expect(builds).toBe(1);
    expect(await db.selectFrom('item').selectAll().orderBy('id').execute()).toEqual([
      { id: 'a', value: 3, note: 'fixed' },
      { id: 'b', value: 2, note: 'fixed' },
    ]);

    const byValue = compiledOnce(['least'], (kysely: Kysely<Db>, v) =>
      kysely.selectFrom('item').select(['id', 'value']).where('value', '>=', v.least).orderBy('id'),
    );
    const { rows } = await byValue(db, { least: 3 });
    expect(rows).toEqual([{ id: 'a', value: 3 }]);
    expect(rows[0]?.id.toUpperCase()).toBe('A');

    // Another database of the same process is compiled for on its own.
    await upsert(await database(), { id: 'c', value: 4 });
    expect(builds).toBe(2);
  });

  it('refuses a build that leaves a named value out', async () => {
    const db = await database();
    const broken = compiledOnce(['id', 'value'], (kysely: Kysely<Db>, v) =>
      kysely.insertInto('item').values({ id: v.id, value: 0, note: null }),
    );
    await expect(broken(db, { id: 'a', value: 1 })).rejects.toThrow(/lost its values: value/);
  });
});
