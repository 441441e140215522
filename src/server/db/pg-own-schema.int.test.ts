import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freshDatabaseUrl, TEST_DIALECTS } from '../testing/test-server';
import { migrateToLatest, openDatabase } from './database';

// The race needs many tries; a slow, busy machine gets fewer, but never under the floor.
const MIGRATIONS = 40;
const MIGRATIONS_AT_LEAST = 10;
const TRYING_FOR_MS = 20_000;

describe.runIf(TEST_DIALECTS.includes('postgres'))('migrating a schema in a shared Postgres database', () => {
  let neighbour: pg.Client;
  let migrating = true;
  let churn: Promise<void> = Promise.resolve();
  beforeAll(async () => {
    neighbour = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
    await neighbour.connect();
  });
  // Also after a timeout: the neighbour stops before its connection closes under it.
  afterAll(async () => {
    migrating = false;
    await churn;
    await neighbour.end();
  });

  it('is not disturbed by another schema of the database being dropped meanwhile', async () => {
    // Another app (or another test) making and dropping schemas of its own, as fast as it can.
    churn = (async () => {
      while (migrating) {
        const schema = `n_${randomBytes(6).toString('hex')}`;
        await neighbour.query(
          `create schema ${schema}; create table ${schema}.t (id serial primary key, a text, b text)`,
        );
        await neighbour.query(`drop schema ${schema} cascade`);
      }
    })();
    const stopTryingAt = Date.now() + TRYING_FOR_MS;
    try {
      for (let i = 0; i < MIGRATIONS && (i < MIGRATIONS_AT_LEAST || Date.now() < stopTryingAt); i++) {
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
    // The floor of migrations on a slow machine beside other files still needs more than the usual budget.
  }, 60_000);
});
