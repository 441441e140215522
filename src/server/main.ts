import path from 'node:path';
import { ConfigError } from './config/env';
import { loadConfig } from './config/config';
import { migrateToLatest, openDatabase } from './db/database';
import { buildApp } from './http/app';

const SHUTDOWN_TIMEOUT_MS = 10_000;

async function main(): Promise<void> {
  const config = loadConfig();
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
  process.on('SIGTERM', () => void stop('SIGTERM'));
  process.on('SIGINT', () => void stop('SIGINT'));
}

main().catch((error: unknown) => {
  if (error instanceof ConfigError) {
    console.error(error.message);
  } else {
    console.error('Estimate failed to start:', error);
  }
  process.exit(1);
});
