import { mkdirSync, readFileSync, writeFileSync, existsSync } from 'node:fs';
import { randomBytes } from 'node:crypto';
import path from 'node:path';
import { ConfigError, parseEnv, type Env } from './env';
import { parseOidcProviders, type OidcProviderConfig } from './oidc-config';
import { parseSamlProviders, type SamlProviderConfig } from './saml-config';
import type { SignInProvider } from '../../shared/api/system';

export interface DatabaseConfig {
  dialect: 'sqlite' | 'postgres';
  /** A file path (or ':memory:') for SQLite, a connection string for Postgres. */
  location: string;
}

export interface AppConfig extends Env {
  database: DatabaseConfig;
  authSecret: string;
  publicUrl: string;
  /** Where pages that may change state come from: PUBLIC_URL's origin and ALLOWED_ORIGINS. */
  allowedOrigins: string[];
  secureCookies: boolean;
  /** The OpenID Connect providers people may sign in with (OIDC_PROVIDERS). */
  oidcProviders: OidcProviderConfig[];
  /** The SAML 2.0 identity providers people may sign in with (SAML_PROVIDERS). */
  samlProviders: SamlProviderConfig[];
  /** Both kinds, as the sign-in page and the profile name them. */
  signInProviders: SignInProvider[];
}

const DATABASE_URL_HINT =
  'DATABASE_URL must be a postgres:// URL or an SQLite file such as sqlite://data/app.db or ./data/app.db';

/** The database to open; anything that is neither Postgres nor an SQLite file is refused, not guessed at. */
export function resolveDatabase(databaseUrl: string | undefined, dataDir: string): DatabaseConfig {
  if (!databaseUrl) return { dialect: 'sqlite', location: path.join(dataDir, 'app.db') };
  if (/^postgres(ql)?:\/\//.test(databaseUrl)) return { dialect: 'postgres', location: databaseUrl };
  if (databaseUrl === ':memory:') return { dialect: 'sqlite', location: ':memory:' };
  const explicit = databaseUrl.match(/^(?:sqlite|file):(?:\/\/)?(.+)$/);
  if (explicit?.[1]) return { dialect: 'sqlite', location: explicit[1] };
  // A plain path must look like one: a folder in it, or an SQLite file's ending (so that a typo or
  // another database's URL, such as mysql://…, does not quietly become a new empty file).
  const isPath = !/^[a-z][a-z0-9+.-]*:/i.test(databaseUrl) && /\/|\.(db|sqlite3?)$/.test(databaseUrl);
  if (!isPath) throw new ConfigError(`Invalid configuration: ${DATABASE_URL_HINT}`);
  return { dialect: 'sqlite', location: databaseUrl };
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
  const oidcProviders = parseOidcProviders(source);
  const samlProviders = parseSamlProviders(source);
  const signInProviders: SignInProvider[] = [
    ...oidcProviders.map(({ id, label }) => ({ id, label, protocol: 'oidc' as const })),
    ...samlProviders.map(({ id, label }) => ({ id, label, protocol: 'saml' as const })),
  ];
  const twice = signInProviders.find((provider, index) =>
    signInProviders.some((other, at) => at < index && other.id === provider.id),
  );
  if (twice) {
    throw new ConfigError(
      `Invalid configuration: "${twice.id}" is in both OIDC_PROVIDERS and SAML_PROVIDERS; give each provider its own id`,
    );
  }
  if (!env.PASSWORD_SIGN_IN && signInProviders.length === 0) {
    throw new ConfigError(
      'Invalid configuration: PASSWORD_SIGN_IN=false needs a provider in OIDC_PROVIDERS or SAML_PROVIDERS, or nobody could sign in',
    );
  }
  if (database.dialect === 'sqlite' && database.location !== ':memory:') {
    mkdirSync(path.dirname(database.location), { recursive: true });
  }
  return {
    ...env,
    database,
    authSecret: env.AUTH_SECRET ?? loadOrCreateSecret(env.DATA_DIR),
    publicUrl,
    allowedOrigins: [...new Set([new URL(publicUrl).origin, ...env.ALLOWED_ORIGINS])],
    secureCookies: publicUrl.startsWith('https://'),
    oidcProviders,
    samlProviders,
    signInProviders,
  };
}
