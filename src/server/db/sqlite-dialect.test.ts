import { sql } from 'kysely';
import { afterEach, describe, expect, it } from 'vitest';
import { openDatabase, type Db } from './database';

describe('SQLite transactions on a full disk', () => {
  let db: Db;
  afterEach(() => db.close());

  it('fail with the disk-full error itself, not the rollback SQLite already made', async () => {
    db = openDatabase({ dialect: 'sqlite', location: ':memory:' });
    await sql`create table filler (text text)`.execute(db.kysely);
    // A database that may not grow: what a full disk looks like to SQLite.
    const [{ page_count: pages }] = (await sql<{ page_count: number }>`pragma page_count`.execute(db.kysely))
      .rows as [{ page_count: number }];
    await sql.raw(`pragma max_page_count = ${pages + 2}`).execute(db.kysely);
    const filling = db.kysely.transaction().execute(async (tx) => {
      for (let i = 0; i < 100; i += 1)
        await sql`insert into filler values (${'x'.repeat(10_000)})`.execute(tx);
    });
    await expect(filling).rejects.toMatchObject({ code: 'SQLITE_FULL' });
    // Nothing half-written, and the connection works on.
    expect((await sql<{ n: number }>`select count(*) as n from filler`.execute(db.kysely)).rows).toEqual([
      { n: 0 },
    ]);
  });
});
