import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { freePort } from './free-ports';

const START_TIMEOUT_MS = 30_000;

/**
 * The server as its own process, as it runs in production (`src/server/main.ts` through tsx), so
 * a test can read every line it logs, send it signals and see how it exits.
 */
export async function spawnServer(env: Record<string, string> = {}) {
  // A port given in advance: a test whose other side must know the server's address first.
  const port = env.PORT ? Number(env.PORT) : await freePort();
  const url = `http://127.0.0.1:${port}`;
  const dataDir = mkdtempSync(path.join(tmpdir(), 'estimate-spawned-'));
  const lines: string[] = [];
  const child: ChildProcess = spawn(process.execPath, ['--import', 'tsx', 'src/server/main.ts'], {
    env: {
      ...process.env,
      NODE_ENV: 'test',
      PORT: String(port),
      HOST: '127.0.0.1',
      PUBLIC_URL: url,
      DATABASE_URL: `sqlite://${path.join(dataDir, 'app.db')}`,
      REDIS_URL: '',
      DATA_DIR: dataDir,
      AUTH_SECRET: 'spawned-secret-spawned-secret-0123456789',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.on('data', (chunk: Buffer) => lines.push(chunk.toString('utf8')));
  child.stderr?.on('data', (chunk: Buffer) => lines.push(chunk.toString('utf8')));
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) =>
    child.once('exit', (code, signal) => resolve({ code, signal })),
  );

  const deadline = Date.now() + START_TIMEOUT_MS;
  for (;;) {
    const up = await fetch(`${url}/api/health/live`)
      .then((response) => response.ok)
      .catch(() => false);
    if (up) break;
    if (child.exitCode !== null || Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(`the server did not start:\n${lines.join('')}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }

  return {
    url,
    child,
    /** Everything it wrote to stdout and stderr so far. */
    log: () => lines.join(''),
    exited,
    kill: () => {
      if (child.exitCode === null) child.kill('SIGKILL');
    },
  };
}
export type SpawnedServer = Awaited<ReturnType<typeof spawnServer>>;
