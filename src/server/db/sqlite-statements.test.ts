import SqliteDatabase from 'better-sqlite3';
import { Kysely, SqliteDialect, type Generated } from 'kysely';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { withStatementCache } from './sqlite-statements';

const open = () => {
  const database = new SqliteDatabase(':memory:');
  database.exec('create table t (id integer primary key, name text)');
  return database;
};

describe('the SQLite statement cache', () => {
  const opened: SqliteDatabase.Database[] = [];
  afterEach(() => opened.splice(0).forEach((database) => database.open && database.close()));

  it('prepares each SQL text once', () => {
    const database = open();
    opened.push(database);
    const prepare = vi.spyOn(database, 'prepare');
    const cached = withStatementCache(database);
    const first = cached.prepare('select * from t where id = ?');
    expect(cached.prepare('select * from t where id = ?')).toBe(first);
    expect(cached.prepare('select name from t')).not.toBe(first);
    expect(prepare).toHaveBeenCalledTimes(2);
  });

  it('lets the least recently used statement go past its size', () => {
    const database = open();
    opened.push(database);
    const prepare = vi.spyOn(database, 'prepare');
    const cached = withStatementCache(database, 2);
    cached.prepare('select 1');
    cached.prepare('select 2');
    cached.prepare('select 1');
    cached.prepare('select 3');
    expect(prepare).toHaveBeenCalledTimes(3);
    cached.prepare('select 1');
    expect(prepare).toHaveBeenCalledTimes(3);
    cached.prepare('select 2');
    expect(prepare).toHaveBeenCalledTimes(4);
  });

  it('gives a fresh statement while the cached one is still being read', () => {
    const database = open();
    opened.push(database);
    database.exec("insert into t (name) values ('a'), ('b')");
    const cached = withStatementCache(database);
    const reading = cached.prepare('select name from t order by id');
    const rows = reading.iterate([]);
    expect(rows.next().value).toEqual({ name: 'a' });
    const again = cached.prepare('select name from t order by id');
    expect(again).not.toBe(reading);
    expect(rows.next().value).toEqual({ name: 'b' });
    expect(rows.next().done).toBe(true);
    expect(again.all([])).toEqual([{ name: 'a' }, { name: 'b' }]);
  });

  it('answers Kysely as the plain driver does, across writes and a schema change', async () => {
    const database = open();
    const db = new Kysely<{ t: { id: Generated<number>; name: string } }>({
      dialect: new SqliteDialect({ database: withStatementCache(database) }),
    });
    for (const name of ['a', 'b', 'c']) await db.insertInto('t').values({ name }).execute();
    const read = () => db.selectFrom('t').selectAll().where('id', '>', 1).orderBy('id').execute();
    expect(await read()).toEqual([
      { id: 2, name: 'b' },
      { id: 3, name: 'c' },
    ]);
    await db.schema.alterTable('t').addColumn('extra', 'text').execute();
    expect(await read()).toEqual([
      { id: 2, name: 'b', extra: null },
      { id: 3, name: 'c', extra: null },
    ]);
    await db.destroy();
    expect(database.open).toBe(false);
  });
});
