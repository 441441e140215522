import type { Database as BetterSqlite } from 'better-sqlite3';
import { SqliteDialect, type DatabaseConnection, type Driver, type SqliteDialectConfig } from 'kysely';

/**
 * Kysely's SQLite dialect, but a failed transaction's own error is the one that surfaces. On a full
 * disk or an I/O error SQLite has already rolled the transaction back by itself; Kysely's ROLLBACK
 * then fails with "cannot rollback - no transaction is active", and that error replaced the real
 * cause (SQLITE_FULL), which is what a person must be told and an operator must read.
 */
export class SqliteDialectKeepingCause extends SqliteDialect {
  constructor(
    private readonly sqlite: BetterSqlite,
    config: SqliteDialectConfig,
  ) {
    super(config);
  }

  override createDriver(): Driver {
    const driver = super.createDriver();
    const rollback = driver.rollbackTransaction.bind(driver);
    driver.rollbackTransaction = async (connection: DatabaseConnection) => {
      if (this.sqlite.inTransaction) await rollback(connection);
    };
    return driver;
  }
}
