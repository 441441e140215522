import { spawn } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { describe, expect, it } from 'vitest';
import { freePort } from './testing/free-ports';

const MAIN = path.resolve('src/server/main.ts');
/** tsx by its own path: the server runs in a folder of its own, where `tsx` does not resolve. */
const TSX = pathToFileURL(path.resolve('node_modules/tsx/dist/loader.mjs')).href;

/** Runs the server until it exits (or `untilMs`), in a folder of its own, and keeps what it wrote. */
function run(
  env: Record<string, string | undefined>,
  untilMs = 20_000,
  cwd = mkdtempSync(path.join(tmpdir(), 'estimate-start-')),
  signal?: AbortSignal,
) {
  return new Promise<{ code: number | null; stderr: string; stdout: string }>((resolve) => {
    const merged: Record<string, string | undefined> = {
      ...process.env,
      NODE_ENV: 'production',
      HOST: '127.0.0.1',
      DATA_DIR: path.join(cwd, 'data'),
      DATABASE_URL: '',
      REDIS_URL: '',
      LOG_LEVEL: 'warn',
      ...env,
    };
    // A variable given as undefined is left out altogether, as on a machine that never set it.
    for (const [name, value] of Object.entries(merged)) if (value === undefined) delete merged[name];
    const child = spawn(process.execPath, ['--import', TSX, MAIN], {
      cwd,
      env: merged,
      signal,
      killSignal: 'SIGTERM',
    });
    child.on('error', () => undefined);
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    const timer = setTimeout(() => child.kill('SIGTERM'), untilMs);
    child.on('exit', (code) => {
      clearTimeout(timer);
      resolve({ code, stderr: stderr.trim(), stdout });
    });
  });
}

describe('starting the server', () => {
  it('says in one line what is wrong with DATABASE_URL instead of making a file of that name', async () => {
    for (const wrong of ['mysql://root@localhost/estimate', 'notaurl']) {
      const { code, stderr } = await run({ DATABASE_URL: wrong, PORT: String(await freePort()) });
      expect(code).toBe(1);
      expect(stderr).toBe(
        'Invalid configuration: DATABASE_URL must be a postgres:// URL or an SQLite file such as sqlite://data/app.db or ./data/app.db',
      );
    }
  });

  it('names the cause in one line when the port is taken, Postgres is away or the data folder cannot be written', async () => {
    const blocker = createServer().listen(0, '127.0.0.1');
    await new Promise((resolve) => blocker.once('listening', resolve));
    const taken = (blocker.address() as { port: number }).port;
    const portTaken = await run({ PORT: String(taken) });
    blocker.close();
    expect(portTaken.code).toBe(1);
    expect(portTaken.stderr.split('\n').at(-1)).toBe(
      `Cannot listen on 127.0.0.1:${taken}: the port is already in use (set PORT to another one)`,
    );

    const nowhere = await freePort();
    const noDatabase = await run({
      DATABASE_URL: `postgres://postgres@127.0.0.1:${nowhere}/estimate`,
      PORT: String(await freePort()),
    });
    expect(noDatabase.code).toBe(1);
    expect(noDatabase.stderr.split('\n').at(-1)).toMatch(
      new RegExp(
        `^Cannot reach the database at 127\\.0\\.0\\.1:${nowhere} \\(DATABASE_URL\\): .*ECONNREFUSED`,
      ),
    );

    const readOnly = await run({ DATA_DIR: '/sys/estimate/data', PORT: String(await freePort()) });
    expect(readOnly.code).toBe(1);
    expect(readOnly.stderr).toMatch(/^Cannot write to the data folder \/sys\/estimate\/data \(DATA_DIR\): /);
    for (const result of [portTaken, noDatabase, readOnly]) expect(result.stderr).not.toMatch(/\n\s+at /);
  }, 60_000);

  it('names the database file when it is damaged', async () => {
    const folder = mkdtempSync(path.join(tmpdir(), 'estimate-start-'));
    const file = path.join(folder, 'app.db');
    writeFileSync(file, 'this is not an SQLite database, but it is where one should be'.repeat(100));
    const { code, stderr } = await run({ DATABASE_URL: file, PORT: String(await freePort()) });
    expect(code).toBe(1);
    expect(stderr).toBe(
      `The database file ${file} is damaged or is not an SQLite database (DATA_DIR or DATABASE_URL): file is not a database. Restore it from a backup (docs/operations.md)`,
    );
  });

  it('stops after a bounded wait when Redis cannot be reached, saying so', async () => {
    const nowhere = await freePort();
    const started = Date.now();
    const { code, stderr } = await run(
      {
        REDIS_URL: `redis://127.0.0.1:${nowhere}`,
        REDIS_CONNECT_TIMEOUT_SECONDS: '2',
        PORT: String(await freePort()),
      },
      30_000,
    );
    expect(code).toBe(1);
    expect(Date.now() - started).toBeLessThan(10_000);
    expect(stderr.split('\n').at(-1)).toBe(
      `Cannot reach Redis at 127.0.0.1:${nowhere} (REDIS_URL) within 2 s`,
    );
  }, 40_000);

  it('reads .env from its folder, with the environment winning', async () => {
    const cwd = mkdtempSync(path.join(tmpdir(), 'estimate-dotenv-'));
    const port = await freePort();
    writeFileSync(
      path.join(cwd, '.env'),
      `PORT=${port}\nMIN_PASSWORD_LENGTH=9\nLOG_LEVEL=info\nANALYTICS_EXCLUDED_USER_ID=from-file\n`,
    );
    let answered: unknown;
    const stop = new AbortController();
    const running = run(
      {
        PORT: undefined,
        LOG_LEVEL: undefined,
        MIN_PASSWORD_LENGTH: undefined,
        ANALYTICS_EXCLUDED_USER_ID: 'from-env',
      },
      15_000,
      cwd,
      stop.signal,
    );
    for (let tries = 0; tries < 50 && !answered; tries += 1) {
      await new Promise((resolve) => setTimeout(resolve, 250));
      answered = await fetch(`http://127.0.0.1:${port}/api/config`)
        .then((response) => response.json())
        .catch(() => undefined);
    }
    stop.abort();
    expect(answered).toMatchObject({ minPasswordLength: 9, analyticsExcludedUserId: 'from-env' });
    const stopped = await running;
    expect(stopped.stdout).toContain('listening');
  }, 30_000);
});
