import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freshDatabaseUrl, TEST_DIALECTS } from '../testing/test-server';
import { migrateToLatest, openDatabase } from './database';

const MIGRATIONS = 40;

describe.runIf(TEST_DIALECTS.includes('postgres'))('migrating a schema in a shared Postgres database', () => {
  let neighbour: pg.Client;
  beforeAll(async () => {
    neighbour = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
    await neighbour.connect();
  });
  afterAll(() => neighbour.end());

  it('is not disturbed by another schema of the database being dropped meanwhile', async () => {
    let migrating = true;
    // Another app (or another test) making and dropping schemas of its own, as fast as it can.
    const churn = (async () => {
      while (migrating) {
        const schema = `n_${randomBytes(6).toString('hex')}`;
        await neighbour.query(
          `create schema ${schema}; create table ${schema}.t (id serial primary key, a text, b text)`,
        );
        await neighbour.query(`drop schema ${schema} cascade`);
      }
    })();
    try {
      for (let i = 0; i < MIGRATIONS; i++) {
        const database = await freshDatabaseUrl('postgres');
        const db = openDatabase({ dialect: 'postgres', location: database.url });
        try {
          expect((await migrateToLatest(db)).length).toBeGreaterThan(0);
          // Its own tables, with their columns, and none of the neighbour's.
          const tables = await db.kysely.introspection.getTables();
          const names = tables.map((table) => table.name);
          expect(names).toContain('room');
          expect(names).not.toContain('t');
          const id = tables
            .find((table) => table.name === 'room')
            ?.columns.find((column) => column.name === 'id');
          expect(id).toMatchObject({ dataType: 'text', isNullable: false });
        } finally {
          await db.close();
          await database.dispose();
        }
      }
    } finally {
      migrating = false;
      await churn;
    }
    // Forty migrations against a busy Postgres: beside other files, longer than one test's budget.
  }, 60_000);
});
