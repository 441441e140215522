import type { AppConfig } from './config';
import { ConfigError } from './env';

/** A start-up failure whose message is already the one line to print. */
export class StartupError extends Error {
  override name = 'StartupError';
}

const codeOf = (error: unknown): string | undefined => {
  if (!error || typeof error !== 'object') return undefined;
  const { code, errors } = error as { code?: unknown; errors?: unknown };
  if (typeof code === 'string') return code;
  // Connecting to "localhost" tries each of its addresses and wraps their failures together.
  return Array.isArray(errors) ? codeOf(errors[0]) : undefined;
};

/** "host:port" of a service's URL, for saying which one could not be reached. */
export function addressOf(url: string, defaultPort: number): string {
  try {
    const parsed = new URL(url);
    return `${parsed.hostname}:${parsed.port || defaultPort}`;
  } catch {
    return 'the configured address';
  }
}

/**
 * The one line a self-hoster reads when the server cannot start: what went wrong and which setting
 * it concerns, never a stack trace.
 */
export function startupFailure(error: unknown, config: AppConfig | undefined): string {
  if (error instanceof ConfigError || error instanceof StartupError) return error.message;
  const code = codeOf(error);
  const reason = error instanceof Error ? (error.message.split('\n')[0] ?? '') : String(error);
  // A native addon installed under another Node.js (npm install with one, npm start with another).
  const built =
    error instanceof Error && code === 'ERR_DLOPEN_FAILED' && /NODE_MODULE_VERSION/.test(error.message);
  if (built) {
    const addon = /node_modules\/([^/]+)\//.exec((error as Error).message)?.[1] ?? 'a native module';
    return `${addon} was installed for another Node.js version than this one (${process.version}): run npm rebuild ${addon}, or npm ci, with the Node.js that starts the app`;
  }
  if (code === 'EADDRINUSE' && config)
    return `Cannot listen on ${config.HOST}:${config.PORT}: the port is already in use (set PORT to another one)`;
  if (code === 'EACCES' && config && /listen/.test(reason))
    return `Cannot listen on port ${config.PORT}: not allowed for this user (use a port above 1023)`;
  if (
    config?.database.dialect === 'postgres' &&
    /^(ECONNREFUSED|ENOTFOUND|ETIMEDOUT|EHOSTUNREACH|28P01|3D000|28000)$/.test(code ?? '')
  )
    return `Cannot reach the database at ${addressOf(config.database.location, 5432)} (DATABASE_URL): ${reason}`;
  if (
    config?.database.dialect === 'sqlite' &&
    /^(EACCES|EROFS|EPERM|SQLITE_CANTOPEN|SQLITE_READONLY)$/.test(code ?? '')
  )
    return `Cannot write the database file ${config.database.location} (DATA_DIR or DATABASE_URL): ${reason}`;
  if (config?.database.dialect === 'sqlite' && /^SQLITE_(CORRUPT|NOTADB)/.test(code ?? ''))
    return `The database file ${config.database.location} is damaged or is not an SQLite database (DATA_DIR or DATABASE_URL): ${reason}. Restore it from a backup (docs/operations.md)`;
  if (code === 'EACCES' || code === 'EROFS' || code === 'EPERM' || code === 'ENOTDIR')
    return `Cannot write to the data folder ${config?.DATA_DIR ?? process.env.DATA_DIR ?? './data'} (DATA_DIR): ${reason}`;
  return `Estimate failed to start: ${reason}`;
}
