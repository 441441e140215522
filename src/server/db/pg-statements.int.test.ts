import pg from 'pg';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { freshDatabaseUrl, TEST_DIALECTS } from '../testing/test-server';
import { namedStatements } from './pg-statements';

describe.runIf(TEST_DIALECTS.includes('postgres'))('named statements on Postgres', () => {
  let dispose: () => Promise<void>;
  let url: string;
  let admin: pg.Pool;
  beforeAll(async () => {
    const database = await freshDatabaseUrl('postgres');
    ({ dispose, url } = database);
    admin = new pg.Pool({ connectionString: url, max: 1 });
  });
  afterAll(async () => {
    await admin.end();
    await dispose();
  });
  beforeEach(async () => {
    await admin.query('drop table if exists t');
    await admin.query('create table t (id integer primary key, name text)');
    await admin.query("insert into t values (1, 'one')");
  });

  /** One connection, asked as kysely asks (a text and its values), so what it prepared can be read on it. */
  async function onePool(limit?: number) {
    const pool = new pg.Pool({ connectionString: url, max: 1 });
    pool.on('connect', namedStatements(limit));
    const client = await pool.connect();
    // This read is named too from its second time: it is left out of its own answer.
    const prepared = async () =>
      (await client.query<{ statement: string }>('select statement from pg_prepared_statements', [])).rows
        .map((row) => row.statement)
        .filter((statement) => !statement.includes('pg_prepared_statements'));
    const end = async () => {
      client.release();
      await pool.end();
    };
    return { client, prepared, end };
  }

  it('names a text from its second use and prepares it once on a connection', async () => {
    const { client, prepared, end } = await onePool();
    const text = 'select name from t where id = $1';
    expect((await client.query(text, [1])).rows).toEqual([{ name: 'one' }]);
    expect(await prepared()).toEqual([]);
    await client.query(text, [1]);
    await client.query(text, [2]);
    expect((await client.query(text, [1])).rows).toEqual([{ name: 'one' }]);
    expect(await prepared()).toEqual([text]);
    await end();
  });

  it('names no more texts than its limit', async () => {
    const { client, prepared, end } = await onePool(1);
    for (const text of ['select id from t where id = $1', 'select name from t where id = $1']) {
      await client.query(text, [1]);
      await client.query(text, [1]);
    }
    expect(await prepared()).toEqual(['select id from t where id = $1']);
    await end();
  });

  it('prepares a text anew once its table gained a column, asking again outside a transaction', async () => {
    const { client, end } = await onePool();
    const text = 'select * from t where id = $1';
    await client.query(text, [1]);
    await client.query(text, [1]);
    await admin.query('alter table t add column note text');
    expect((await client.query(text, [1])).rows).toEqual([{ id: 1, name: 'one', note: null }]);
    await end();
  });

  it('fails a transaction whose statement’s columns changed, and works in the next', async () => {
    const { client, end } = await onePool();
    const text = 'select * from t where id = $1';
    await client.query(text, [1]);
    await client.query(text, [1]);
    await admin.query('alter table t add column note text');
    await client.query('begin');
    await expect(client.query(text, [1])).rejects.toThrow(/cached plan/);
    await client.query('rollback');
    await client.query('begin');
    await client.query(text, [1]);
    expect((await client.query(text, [1])).rows).toEqual([{ id: 1, name: 'one', note: null }]);
    await client.query('commit');
    await end();
  });
});
