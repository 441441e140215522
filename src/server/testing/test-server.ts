import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { loadConfig, type AppConfig } from '../config/config';
import { migrateToLatest, openDatabase, type Db } from '../db/database';
import { buildApp, type App } from '../http/app';
import { freePort } from './free-ports';

export type TestDialect = 'sqlite' | 'postgres';

/** SQLite always; Postgres too when CI (or you) point TEST_DATABASE_URL at a server. */
export const TEST_DIALECTS: TestDialect[] = process.env.TEST_DATABASE_URL
  ? ['sqlite', 'postgres']
  : ['sqlite'];

export interface TestServer {
  url: string;
  app: App;
  db: Db;
  config: AppConfig;
  close(): Promise<void>;
}

/** Each server gets a database of its own: a temp SQLite file, or a fresh Postgres schema. */
export async function freshDatabaseUrl(
  dialect: TestDialect,
): Promise<{ url: string; dispose(): Promise<void> }> {
  if (dialect === 'sqlite') {
    const dir = mkdtempSync(path.join(tmpdir(), 'estimate-test-'));
    return {
      url: path.join(dir, 'test.db'),
      dispose: async () => rmSync(dir, { recursive: true, force: true }),
    };
  }
  const base = process.env.TEST_DATABASE_URL;
  if (!base) throw new Error('TEST_DATABASE_URL is not set');
  const schema = `t_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: base });
  await admin.connect();
  await admin.query(`create schema ${schema}`);
  await admin.end();
  const url = new URL(base);
  url.searchParams.set('options', `-c search_path=${schema}`);
  return {
    url: url.toString(),
    dispose: async () => {
      const cleaner = new pg.Client({ connectionString: base });
      await cleaner.connect();
      await cleaner.query(`drop schema ${schema} cascade`);
      await cleaner.end();
    },
  };
}

export async function startTestServer(
  dialect: TestDialect,
  env: Record<string, string> = {},
  shared?: { databaseUrl: string },
): Promise<TestServer & { databaseUrl: string }> {
  const database = shared
    ? { url: shared.databaseUrl, dispose: async () => undefined }
    : await freshDatabaseUrl(dialect);
  // A port given in advance: a test whose other side must know the server's address first.
  const port = env.PORT ? Number(env.PORT) : await freePort();
  const url = `http://127.0.0.1:${port}`;
  const dataDir = mkdtempSync(path.join(tmpdir(), 'estimate-data-'));
  const config = loadConfig({
    NODE_ENV: 'test',
    PORT: String(port),
    PUBLIC_URL: env.PUBLIC_URL ?? url,
    HOST: '127.0.0.1',
    LOG_LEVEL: process.env.TEST_LOG_LEVEL ?? 'silent',
    DATA_DIR: dataDir,
    DATABASE_URL: dialect === 'postgres' ? database.url : `sqlite://${database.url}`,
    AUTH_SECRET: 'test-secret-test-secret-test-secret-0123',
    SIGN_IN_RATE_LIMIT_PER_MINUTE: '1000',
    GUEST_JOINS_PER_MINUTE: '10000',
    ...env,
  });
  // Readiness checks a write at every ask, so a test sees a database turn read-only at once.
  const db = openDatabase(config.database, { writeCheckIntervalMs: 0 });
  await migrateToLatest(db);
  const app = await buildApp({ config, db, clientDir: path.join(dataDir, 'no-client-build') });
  await app.listen();
  return {
    url,
    app,
    db,
    config,
    databaseUrl: database.url,
    async close() {
      await app.close();
      await db.close();
      await database.dispose();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
