import type { Db } from '../../db/database';

/**
 * A bound value for better-auth's date columns: a Date for Postgres' timestamptz, an ISO string for
 * SQLite, where better-auth stores dates as ISO text (so they compare in order as strings).
 */
export function authDateParam(db: Db, date: Date): Date | string {
  return db.dialect === 'postgres' ? date : date.toISOString();
}

/** Postgres answers count(*) as a bigint string, SQLite as a number. */
export const toCount = (value: unknown): number => Number(value ?? 0);
