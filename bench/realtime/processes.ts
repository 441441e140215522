import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import os from 'node:os';
import v8 from 'node:v8';
import vm from 'node:vm';

const SERVER_START_TIMEOUT_MS = 60_000;
const SERVER_STOP_TIMEOUT_MS = 10_000;

/**
 * With two cores or more, the server under test gets core 0 to itself and the clients the others,
 * so neither's work is counted as the other's latency; on one core both share it (said in the
 * results).
 */
export const PINNED = os.cpus().length >= 2 && existsSync('/usr/bin/taskset');

/** Moves this process (the clients) off the server's core. */
export function pinClients(): void {
  if (PINNED) execFileSync('taskset', ['-a', '-cp', `1-${os.cpus().length - 1}`, String(process.pid)]);
}

/** Where the bench keeps the server it builds: beside the results, never over a user's dist/. */
const BUILT_SERVER = 'bench/results/server/main.js';

/**
 * Builds the server as production runs it (`npm run build:server`: one esbuild bundle, run by plain
 * Node), so the bench measures what ships rather than the sources transpiled on the fly by tsx,
 * whose loader and name-keeping wrappers production never pays. Returns the script to start.
 */
export function buildServer(): string {
  execFileSync(
    'npm',
    ['run', '--silent', 'build:server', '--', `--outfile=${BUILT_SERVER}`, '--log-level=warning'],
    {
      stdio: 'inherit',
    },
  );
  return BUILT_SERVER;
}

/**
 * Starts a Node script on the server's core: a built one as it is, a TypeScript one through tsx.
 * `nodeOptions` such as `--cpu-prof` go to Node itself.
 */
export function startNode(
  script: string,
  args: string[],
  env: NodeJS.ProcessEnv,
  nodeOptions: string[] = [],
): ChildProcess {
  const loader = script.endsWith('.ts') ? ['--import', 'tsx'] : [];
  const node = [process.execPath, ...nodeOptions, ...loader, script, ...args];
  const [command, ...rest] = PINNED ? ['taskset', '-c', '0', ...node] : node;
  return spawn(command!, rest, { env: { ...process.env, ...env }, stdio: ['ignore', 'inherit', 'inherit'] });
}

export async function waitForHttp(url: string): Promise<void> {
  const deadline = Date.now() + SERVER_START_TIMEOUT_MS;
  while (Date.now() < deadline) {
    const up = await fetch(url).then(
      (response) => response.ok,
      () => false,
    );
    if (up) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`Nothing answered on ${url}`);
}

/** Asks the process to stop, as a service manager would (a CPU profile is written then), or kills it. */
export function stop(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    const timer = setTimeout(() => child.kill('SIGKILL'), SERVER_STOP_TIMEOUT_MS);
    child.once('exit', () => {
      clearTimeout(timer);
      resolve();
    });
    child.kill('SIGTERM');
  });
}

const CLOCK_TICKS_PER_SECOND = Number(execFileSync('getconf', ['CLK_TCK']).toString().trim()) || 100;

/** CPU seconds (user + system) a process has used so far, from /proc. */
export function cpuSeconds(pid: number): number {
  // The command name may hold spaces: the fields are counted after its closing parenthesis.
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(')').at(-1)!.trim().split(' ');
  const [utime, stime] = [Number(fields[11]), Number(fields[12])];
  return (utime + stime) / CLOCK_TICKS_PER_SECOND;
}

/**
 * How long the process's main thread (where a Node server's JavaScript runs) has waited, runnable,
 * for a core, in seconds: the kernel's run-queue wait from `/proc/<pid>/schedstat`. Where servers
 * share a core with each other, the database and Redis, a vote can be late just because its
 * server had to wait its turn.
 */
export function waitedForCoreSeconds(pid: number): number {
  const [, waitNs] = readFileSync(`/proc/${pid}/schedstat`, 'utf8').trim().split(' ');
  return Number(waitNs) / 1e9;
}

const QUIET_WINDOW_MS = 500;
const QUIET_SHARE = 0.05;
const QUIET_TIMEOUT_MS = 30_000;

/**
 * Waits until the process is nearly idle: work left from the joins (sessions written, presence
 * announced, garbage collected) would otherwise be counted as the votes' and made one run's CPU
 * twice another's.
 */
export async function quiet(pid: number): Promise<void> {
  const deadline = Date.now() + QUIET_TIMEOUT_MS;
  while (Date.now() < deadline) {
    const before = cpuSeconds(pid);
    await new Promise((resolve) => setTimeout(resolve, QUIET_WINDOW_MS));
    if (cpuSeconds(pid) - before < (QUIET_WINDOW_MS / 1000) * QUIET_SHARE) return;
  }
}

v8.setFlagsFromString('--expose-gc');
/** This process's full garbage collection. */
const collectOwnGarbage = vm.runInNewContext('gc') as () => void;

/**
 * Before a timed burst: nothing left over in the servers, nor a heap to mark in this process (the
 * clients'). Its heap, grown by every scenario before, was otherwise collected during the burst and
 * charged to the server: a reveal of 30 ms read 55 when marked in steps of 16; the two instances'
 * votes had their slowest percent bunched around this process's full collections of 17-21 ms.
 */
export async function settle(pids: readonly number[]): Promise<void> {
  collectOwnGarbage();
  await Promise.all([...pids, process.pid].map((pid) => quiet(pid)));
}
