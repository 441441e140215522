import { existsSync, mkdtempSync, rmSync, statSync, unlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import SqliteDatabase from 'better-sqlite3';
import { afterEach, describe, expect, it } from 'vitest';
import { CHECKPOINT_BACKSTOP_PAGES, checkpointInBackground } from './sqlite-checkpoints';

const WAIT_MS = 5_000;

async function until(done: () => boolean, what: string): Promise<void> {
  const deadline = Date.now() + WAIT_MS;
  while (!done()) {
    if (Date.now() > deadline) throw new Error(`${what} did not happen within ${WAIT_MS} ms`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

describe('checkpoints in the background', () => {
  const dirs: string[] = [];
  afterEach(() => dirs.splice(0).forEach((dir) => rmSync(dir, { recursive: true, force: true })));

  function open() {
    const dir = mkdtempSync(path.join(tmpdir(), 'checkpoints-'));
    dirs.push(dir);
    const file = path.join(dir, 'app.db');
    const sqlite = new SqliteDatabase(file);
    sqlite.pragma('journal_mode = WAL');
    sqlite.pragma('synchronous = NORMAL');
    sqlite.exec('create table t (id integer primary key, body text)');
    return { sqlite, file };
  }

  /**
   * About 2,000 pages of rows, committed at once, all in the log until someone checkpoints them:
   * one commit, so that a slow machine cannot give the other thread its turn halfway through.
   */
  function write(sqlite: SqliteDatabase.Database) {
    const insert = sqlite.prepare('insert into t (body) values (?)');
    sqlite.transaction(() => {
      for (let row = 0; row < 2_000; row += 1) insert.run('x'.repeat(4_000));
    })();
  }

  it('copies commits into the database file on another thread, not in the commit', async () => {
    const { sqlite, file } = open();
    // A second between checkpoints: the file is measured right after the commit, well within it.
    const checkpoints = checkpointInBackground(sqlite, 1_000);
    expect(sqlite.pragma('wal_autocheckpoint', { simple: true })).toBe(CHECKPOINT_BACKSTOP_PAGES);
    const before = statSync(file).size;
    write(sqlite);
    // SQLite's own checkpoint, at 1,000 pages, would have grown the file inside the commits above.
    expect(statSync(file).size).toBe(before);
    await until(() => statSync(file).size > 2_000 * 4_000, 'the checkpoint');
    await checkpoints.stop();
    sqlite.close();
    // The last connection to close took the log with it: nothing was left uncopied.
    expect(existsSync(`${file}-wal`)).toBe(false);
    expect(new SqliteDatabase(file).prepare('select count(*) as n from t').get()).toEqual({ n: 2_000 });
  });

  it('gives the checkpoints back to SQLite when its thread fails', async () => {
    const { sqlite, file } = open();
    // The checkpointer cannot open a file that is gone; the server's open connection still works.
    unlinkSync(file);
    checkpointInBackground(sqlite);
    await until(() => sqlite.pragma('wal_autocheckpoint', { simple: true }) === 1000, 'the fallback');
    sqlite.close();
  });
});
