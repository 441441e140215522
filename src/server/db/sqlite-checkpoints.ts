import { createRequire } from 'node:module';
import { Worker } from 'node:worker_threads';
import type { Database as BetterSqlite } from 'better-sqlite3';

/** How often the checkpointer copies what was committed since it last looked into the database file. */
export const CHECKPOINT_INTERVAL_MS = 250;
/**
 * Pages the write-ahead log may hold before the server's own connection copies them after all: a
 * backstop for a checkpointer that cannot keep up, far above what it lets build up.
 */
export const CHECKPOINT_BACKSTOP_PAGES = 10_000;
/** SQLite's own default, taken back if the checkpointer fails. */
const DEFAULT_AUTOCHECKPOINT_PAGES = 1000;

// CommonJS, evaluated as the worker's script: the bundle has no file of its own to start it from.
const CHECKPOINTER = `
const { parentPort, workerData } = require('node:worker_threads');
const Database = require(workerData.driver);
const db = new Database(workerData.file, { fileMustExist: true });
const timer = setInterval(() => db.pragma('wal_checkpoint(PASSIVE)'), workerData.intervalMs);
parentPort.once('message', () => {
  clearInterval(timer);
  db.close();
  parentPort.close();
});
`;

/**
 * In WAL mode with `synchronous = NORMAL` a commit writes the log and does not wait for the disk;
 * the wait is in the checkpoint, which syncs the log and then the database file. SQLite runs it
 * inside whichever commit passes 1,000 pages, on the server's one thread: every second or so the
 * whole server stood still for two `fsync`s (6-10 ms each on this machine's disk), and everyone's
 * vote waited. Here a worker thread with its own connection checkpoints instead; a passive
 * checkpoint never blocks the server's reads or writes. What stays on the server's thread is the
 * one short sync of the log's header when the first commit after a checkpoint starts it over. A
 * checkpoint every quarter second cost the worker under half a percent of a core in the bench's
 * heaviest writing, and keeps the log far below the backstop. A failed checkpointer gives the work
 * back to SQLite's default, so the log never grows without bound.
 */
export function checkpointInBackground(
  sqlite: BetterSqlite,
  intervalMs = CHECKPOINT_INTERVAL_MS,
): { stop(): Promise<void> } {
  sqlite.pragma(`wal_autocheckpoint = ${CHECKPOINT_BACKSTOP_PAGES}`);
  const worker = new Worker(CHECKPOINTER, {
    eval: true,
    workerData: {
      driver: createRequire(import.meta.url).resolve('better-sqlite3'),
      file: sqlite.name,
      intervalMs,
    },
  });
  const exited = new Promise<void>((resolve) => worker.once('exit', () => resolve()));
  worker.once('error', () => {
    if (sqlite.open) sqlite.pragma(`wal_autocheckpoint = ${DEFAULT_AUTOCHECKPOINT_PAGES}`);
  });
  // A server that ends without closing its database is not kept alive by it.
  worker.unref();
  return {
    stop: async () => {
      worker.postMessage('stop');
      await exited;
    },
  };
}
