/** Postgres classes that mean the connection or the server, not the query: 08 connection, 57P admin. */
const UNAVAILABLE_SQLSTATE = /^(08|57P0[1-3]|53300)/;
const UNAVAILABLE_ERRNO = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENOTFOUND',
  'EPIPE',
]);
const UNAVAILABLE_MESSAGE =
  /Connection terminated|connection timeout|Client has encountered a connection error/i;

export const DATABASE_UNAVAILABLE_MESSAGE = 'The database cannot be reached right now. Try again in a moment';
export const DATABASE_UNWRITABLE_MESSAGE =
  'The server cannot save right now. Nothing was changed; try again in a moment';

/**
 * Codes that mean the database answers but takes no change: a read-only file or file system, a
 * full disk, an I/O failure (SQLite); a full disk or a read-only standby (Postgres 53100, 25006).
 */
const UNWRITABLE_CODE = /^(SQLITE_READONLY|SQLITE_FULL|SQLITE_IOERR|ENOSPC$|EROFS$|53100$|25006$)/;

/**
 * Whether an error means the database is away (restarting, failing over, unreachable) rather than
 * that a query was wrong: the first is the server's to wait out and say so, not a crash or a 500.
 */
export function isDatabaseUnavailable(error: unknown): boolean {
  if (!error || typeof error !== 'object') return false;
  const { code, message } = error as { code?: unknown; message?: unknown };
  if (typeof code === 'string' && (UNAVAILABLE_SQLSTATE.test(code) || UNAVAILABLE_ERRNO.has(code)))
    return true;
  if (typeof message === 'string' && UNAVAILABLE_MESSAGE.test(message)) return true;
  // A pool that could not connect wraps the socket errors of every address it tried.
  const { errors, cause } = error as { errors?: unknown; cause?: unknown };
  if (Array.isArray(errors) && errors.some(isDatabaseUnavailable)) return true;
  return cause !== undefined && cause !== error && isDatabaseUnavailable(cause);
}

/** Whether an error means the database takes no change for now, whatever the change. */
export function isDatabaseUnwritable(error: unknown): boolean {
  if (!error || typeof error !== 'object') return false;
  const { code, cause } = error as { code?: unknown; cause?: unknown };
  if (typeof code === 'string' && UNWRITABLE_CODE.test(code)) return true;
  return cause !== undefined && cause !== error && isDatabaseUnwritable(cause);
}

/**
 * What to tell someone whose request the database's state refused (503 on HTTP, UNAVAILABLE on a
 * live command), or null for an error that is not the database's state.
 */
export function databaseRefusal(error: unknown): string | null {
  if (isDatabaseUnavailable(error)) return DATABASE_UNAVAILABLE_MESSAGE;
  if (isDatabaseUnwritable(error)) return DATABASE_UNWRITABLE_MESSAGE;
  return null;
}

/** A unique key refused a row another transaction wrote first (Postgres 23505, SQLite's own code). */
export function isUniqueViolation(error: unknown): boolean {
  if (!error || typeof error !== 'object') return false;
  const { code } = error as { code?: unknown };
  return code === '23505' || code === 'SQLITE_CONSTRAINT_UNIQUE' || code === 'SQLITE_CONSTRAINT_PRIMARYKEY';
}
