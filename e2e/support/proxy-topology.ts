import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { chmodSync, mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { freePorts } from '../../src/server/testing/free-ports';
import { startNginx } from '../../src/server/testing/nginx-proxy';

const DATABASE_URL = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';
const START_TIMEOUT_MS = 30_000;
export const METRICS_TOKEN = 'proxy-topology-metrics-token';

async function waitUntil(check: () => Promise<boolean>, what: string, log: () => string) {
  const deadline = Date.now() + START_TIMEOUT_MS;
  while (!(await check().catch(() => false))) {
    if (Date.now() > deadline) throw new Error(`${what} did not come up:\n${log()}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

interface Instance {
  port: number;
  child: ChildProcess | null;
  lines: string[];
}

/**
 * The production topology of compose.yaml, natively: two built app processes on this machine's
 * Postgres (a schema of their own) and Redis, behind nginx with the shipped configuration; with
 * `tls`, compose.tls.yaml's HTTPS and HTTP/2 too, and the app's address is the HTTPS one.
 */
export async function startProxyTopology({ tls = false } = {}) {
  const dir = mkdtempSync(path.join(tmpdir(), 'estimate-proxy-'));
  // nginx's workers run as nobody when the master is root; they write request bodies here.
  chmodSync(dir, 0o777);
  const schema = `proxy_${randomBytes(5).toString('hex')}`;
  const admin = new pg.Client({ connectionString: DATABASE_URL });
  await admin.connect();
  await admin.query(`create schema ${schema}`);
  await admin.end();
  const databaseUrl = new URL(DATABASE_URL);
  databaseUrl.searchParams.set('options', `-c search_path=${schema}`);

  const [http, https, ...appPorts] = await freePorts(4);
  const proxyPorts = { http: http!, https: tls ? https : undefined };
  const url = tls ? `https://127.0.0.1:${https}` : `http://127.0.0.1:${http}`;
  const instances: Instance[] = appPorts.map((port) => ({ port, child: null, lines: [] }));
  const secret = randomBytes(24).toString('hex');

  const startApp = async (instance: Instance) => {
    const dataDir = path.join(dir, `app-${instance.port}`);
    mkdirSync(dataDir, { recursive: true });
    const child = spawn(process.execPath, ['dist/server/main.js'], {
      env: {
        ...process.env,
        NODE_ENV: 'production',
        HOST: '127.0.0.1',
        PORT: String(instance.port),
        PUBLIC_URL: url,
        DATABASE_URL: databaseUrl.toString(),
        REDIS_URL,
        DATA_DIR: dataDir,
        AUTH_SECRET: secret,
        METRICS_TOKEN,
        LOG_LEVEL: 'warn',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    instance.child = child;
    child.stdout?.on('data', (chunk: Buffer) => instance.lines.push(chunk.toString('utf8')));
    child.stderr?.on('data', (chunk: Buffer) => instance.lines.push(chunk.toString('utf8')));
    await waitUntil(
      async () => (await fetch(`http://127.0.0.1:${instance.port}/api/health/ready`)).ok,
      `the app on ${instance.port}`,
      () => instance.lines.join(''),
    );
  };

  /** SIGTERM, as a deploy stops an instance; resolves with its exit code. */
  const stopApp = async (instance: Instance) => {
    const child = instance.child;
    if (!child || child.exitCode !== null) return child?.exitCode ?? null;
    const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
    child.kill('SIGTERM');
    const code = await exited;
    instance.child = null;
    return code;
  };

  let nginx: ReturnType<typeof startNginx> | undefined;
  const close = async () => {
    nginx?.stop();
    for (const instance of instances) await stopApp(instance);
    const cleaner = new pg.Client({ connectionString: DATABASE_URL });
    await cleaner.connect();
    await cleaner.query(`drop schema ${schema} cascade`);
    await cleaner.end();
    rmSync(dir, { recursive: true, force: true });
  };

  // A topology that cannot come up (nginx missing, an instance failing) is taken down at once:
  // otherwise its instances outlived the test run and kept their ports and Redis subscriptions.
  try {
    // One after the other, so the first applies the migrations on the fresh schema.
    for (const instance of instances) await startApp(instance);
    const proxy = startNginx(dir, { ...proxyPorts, apps: instances.map((i) => i.port) });
    nginx = proxy;
    // Asked over plain HTTP, which the proxy serves in both setups: Node would refuse the certificate.
    await waitUntil(
      async () => proxy.running() && (await fetch(`${proxy.httpUrl}/api/health/ready`)).ok,
      'nginx',
      proxy.log,
    );
  } catch (error) {
    await close();
    throw error;
  }

  /** How many live sockets each instance holds, from its own /metrics. */
  const socketsOn = async (index: number) => {
    const instance = instances[index]!;
    const response = await fetch(`http://127.0.0.1:${instance.port}/metrics`, {
      headers: { authorization: `Bearer ${METRICS_TOKEN}` },
    });
    const match = /^estimate_sockets_connected (\d+)/m.exec(await response.text());
    return Number(match?.[1] ?? NaN);
  };

  return {
    url,
    socketsOn,
    restart: async (index: number) => {
      const instance = instances[index]!;
      const code = await stopApp(instance);
      await startApp(instance);
      return code;
    },
    stop: (index: number) => stopApp(instances[index]!),
    start: (index: number) => startApp(instances[index]!),
    log: () => [...instances.flatMap((i) => i.lines), nginx?.log() ?? ''].join(''),
    close,
  };
}

export type ProxyTopology = Awaited<ReturnType<typeof startProxyTopology>>;

/** Runs a test on the topology, printing every process's log if it fails, and closes it after. */
export async function withProxyTopology(
  options: Parameters<typeof startProxyTopology>[0],
  run: (topology: ProxyTopology) => Promise<void>,
): Promise<void> {
  const topology = await startProxyTopology(options);
  try {
    await run(topology);
  } catch (error) {
    console.log(topology.log());
    throw error;
  } finally {
    await topology.close();
  }
}
