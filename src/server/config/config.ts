import { mkdirSync, readFileSync, writeFileSync, existsSync } from 'node:fs';
import { randomBytes } from 'node:crypto';
import path from 'node:path';
import { parseEnv, type Env } from './env';

export interface DatabaseConfig {
  dialect: 'sqlite' | 'postgres';
  /** A file path (or ':memory:') for SQLite, a connection string for Postgres. */
  location: string;
}

export interface AppConfig extends Env {
  database: DatabaseConfig;
  authSecret: string;
  publicUrl: string;
  secureCookies: boolean;
}

export function resolveDatabase(databaseUrl: string | undefined, dataDir: string): DatabaseConfig {
  if (!databaseUrl) return { dialect: 'sqlite', location: path.join(dataDir, 'app.db') };
  if (/^postgres(ql)?:\/\//.test(databaseUrl)) return { dialect: 'postgres', location: databaseUrl };
  if (databaseUrl === ':memory:') return { dialect: 'sqlite', location: ':memory:' };
  return { dialect: 'sqlite', location: databaseUrl.replace(/^(sqlite|file):(\/\/)?/, '') };
}

/** A missing AUTH_SECRET is generated once and kept under the data folder so sessions survive restarts. */
function loadOrCreateSecret(dataDir: string): string {
  const file = path.join(dataDir, 'auth-secret');
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  mkdirSync(dataDir, { recursive: true });
  const secret = randomBytes(32).toString('base64url');
  writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}

export function loadConfig(source: Record<string, string | undefined> = process.env): AppConfig {
  const env = parseEnv(source);
  const publicUrl = (env.PUBLIC_URL ?? `http://localhost:${env.PORT}`).replace(/\/$/, '');
  const database = resolveDatabase(env.DATABASE_URL, env.DATA_DIR);
  if (database.dialect === 'sqlite' && database.location !== ':memory:') {
    mkdirSync(path.dirname(database.location), { recursive: true });
  }
  return {
    ...env,
    database,
    authSecret: env.AUTH_SECRET ?? loadOrCreateSecret(env.DATA_DIR),
    publicUrl,
    secureCookies: publicUrl.startsWith('https://'),
  };
}
