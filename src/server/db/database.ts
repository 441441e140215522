import { Kysely, Migrator, sql } from 'kysely';
import SqliteDatabase from 'better-sqlite3';
import pg from 'pg';
import type { DatabaseConfig } from '../config/config';
import type { Database } from './schema';
import { migrationProvider } from './migrations';
import { SqliteBooleansPlugin } from './sqlite-booleans';
import { SqliteDialectKeepingCause } from './sqlite-dialect';
import { withStatementCache } from './sqlite-statements';
import { checkpointInBackground } from './sqlite-checkpoints';
import { namedStatements } from './pg-statements';
import { OwnSchemaPostgresDialect } from './pg-own-schema';
import { groupCommit, transactOneByOne, type Transact } from './group-commit';
import { commitInOneStatement, type CommitInOneStatement } from './one-statement';
import { writeCheck } from './write-check';

export interface Db {
  kysely: Kysely<Database>;
  dialect: DatabaseConfig['dialect'];
  /** How live changes are committed: grouped on SQLite, whose writers queue anyway; one by one on Postgres. */
  transact: Transact;
  /** Postgres: a live change fit for it (a vote, a join) in one round trip where it can be (one-statement.ts). */
  inOneStatement?: CommitInOneStatement;
  close(): Promise<void>;
  /**
   * Hears about connections lost while idle (a database restart or failover). Without a listener
   * such an error would end the process; with one the pool drops the connection and opens a new
   * one for the next query.
   */
  onConnectionError(listener: (error: Error) => void): void;
  /** How many pool connections are open, idle, and waited for; null without a pool (SQLite). */
  poolState(): { total: number; idle: number; waiting: number } | null;
  /**
   * Whether the database takes a write now: checked at most once an interval while it does, and
   * afresh when `fresh` (a change just failed for a reason the caller cannot see).
   */
  writable(fresh?: boolean): Promise<boolean>;
}

/** How a live kind's changes are committed. */
export type LiveCommits = Pick<Db, 'transact' | 'inOneStatement'>;

const CONNECT_TIMEOUT_MS = 5_000;

export function openDatabase(config: DatabaseConfig, options: { writeCheckIntervalMs?: number } = {}): Db {
  if (config.dialect === 'postgres') {
    const pool = new pg.Pool({
      connectionString: config.location,
      max: 10,
      // While the database is away, a request waits this long for a connection, then fails clearly.
      connectionTimeoutMillis: CONNECT_TIMEOUT_MS,
    });
    let listener: (error: Error) => void = () => undefined;
    pool.on('error', (error) => listener(error));
    pool.on('connect', namedStatements());
    const kysely = new Kysely<Database>({ dialect: new OwnSchemaPostgresDialect({ pool }) });
    return {
      kysely,
      dialect: 'postgres',
      transact: transactOneByOne(kysely),
      inOneStatement: commitInOneStatement(kysely),
      close: () => kysely.destroy(),
      onConnectionError: (next) => {
        listener = next;
      },
      poolState: () => ({ total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount }),
      writable: writeCheck(kysely, options.writeCheckIntervalMs),
    };
  }
  const sqlite = new SqliteDatabase(config.location);
  // WAL lets readers go on while one writer commits; the busy timeout absorbs short write contention.
  sqlite.pragma('journal_mode = WAL');
  sqlite.pragma('busy_timeout = 5000');
  sqlite.pragma('foreign_keys = ON');
  sqlite.pragma('synchronous = NORMAL');
  const checkpoints = config.location === ':memory:' ? null : checkpointInBackground(sqlite);
  const kysely = new Kysely<Database>({
    dialect: new SqliteDialectKeepingCause(sqlite, { database: withStatementCache(sqlite) }),
    plugins: [new SqliteBooleansPlugin()],
  });
  // An embedded file has no connection to lose.
  return {
    kysely,
    dialect: 'sqlite',
    transact: groupCommit(kysely),
    close: async () => {
      await checkpoints?.stop();
      await kysely.destroy();
    },
    onConnectionError: () => undefined,
    poolState: () => null,
    writable: writeCheck(kysely, options.writeCheckIntervalMs),
  };
}

export async function migrateToLatest(db: Db): Promise<string[]> {
  // Kysely's bookkeeping tables go in the connection's own schema, named, as every other table
  // does: a database that holds other schemas (or other apps) has theirs elsewhere.
  const schema =
    db.dialect === 'postgres'
      ? (await sql<{ schema: string }>`select current_schema() as schema`.execute(db.kysely)).rows[0]?.schema
      : undefined;
  const migrator = new Migrator({
    db: db.kysely,
    provider: migrationProvider(db.dialect),
    ...(schema ? { migrationTableSchema: schema } : {}),
  });
  const { error, results } = await migrator.migrateToLatest();
  if (error) throw error instanceof Error ? error : new Error(String(error));
  return (results ?? []).filter((r) => r.status === 'Success').map((r) => r.migrationName);
}

export async function pingDatabase(db: Db): Promise<boolean> {
  try {
    await sql`select 1`.execute(db.kysely);
    return true;
  } catch {
    return false;
  }
}
