import { existsSync } from 'node:fs';
import path from 'node:path';
import { loadConfig, type AppConfig } from './config/config';
import { startupFailure } from './config/startup-errors';
import { migrateToLatest, openDatabase } from './db/database';
import { buildApp } from './http/app';

const SHUTDOWN_TIMEOUT_MS = 10_000;

let config: AppConfig | undefined;

async function main(): Promise<void> {
  // Settings in `.env` fill in what the environment does not set (the environment wins).
  if (existsSync('.env')) process.loadEnvFile('.env');
  config = loadConfig();
  const db = openDatabase(config.database);
  await migrateToLatest(db);
  const app = await buildApp({ config, db, clientDir: path.resolve('dist/client') });
  await app.listen();

  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    app.fastify.log.info({ signal }, 'shutting down');
    const timer = setTimeout(() => process.exit(1), SHUTDOWN_TIMEOUT_MS).unref();
    try {
      await app.close();
      await db.close();
    } finally {
      clearTimeout(timer);
      process.exit(0);
    }
  };
  // The Redis adapter leaves a failed publish unhandled when Redis is away (asking the other
  // instances who is in a room, for one): logged, not a crash of an instance that can go on alone.
  process.on('unhandledRejection', (reason) => {
    app.fastify.log.error({ err: reason }, 'unhandled rejection; still serving');
  });
  process.on('SIGTERM', () => void stop('SIGTERM'));
  process.on('SIGINT', () => void stop('SIGINT'));
}

main().catch((error: unknown) => {
  console.error(startupFailure(error, config));
  process.exit(1);
});
