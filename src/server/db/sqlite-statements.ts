import type { Database as BetterSqlite, Statement } from 'better-sqlite3';
import type { SqliteDatabase } from 'kysely';

/** Statements kept prepared; past this many SQL texts the least recently used is let go. */
export const STATEMENT_CACHE_SIZE = 500;

/**
 * Kysely's SQLite driver prepares every statement anew, and parsing and planning the SQL was the
 * larger part of SQLite's time on a vote. This prepares each SQL text once and reuses it. A
 * statement still being iterated (a streamed read) is busy, so a fresh one is made for that
 * moment; SQLite itself re-prepares a cached statement when a migration changes the schema.
 */
export function withStatementCache(database: BetterSqlite, size = STATEMENT_CACHE_SIZE): SqliteDatabase {
  const cache = new Map<string, Statement>();
  return {
    close() {
      cache.clear();
      database.close();
    },
    prepare(sql) {
      const cached = cache.get(sql);
      if (cached?.busy) return database.prepare(sql);
      // Map keeps insertion order: taking the entry out and back in marks it as the latest used.
      cache.delete(sql);
      const statement = cached ?? database.prepare(sql);
      cache.set(sql, statement);
      if (cache.size > size) cache.delete(cache.keys().next().value!);
      return statement;
    },
  };
}
