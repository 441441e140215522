/**
 * `npm run bench`: the live path against bare relays doing the same fan-out, in one run, each
 * server in a process of its own (pinned to core 0 where there are two), the clients here.
 * Results go to bench/results/realtime.json and a Markdown table, realtime.md, with each measure
 * as a ratio to the bare Socket.IO floor; docs/benchmarks.md says how to read them.
 * `--smoke` (npm run bench:smoke, in npm test) runs a few seconds of it: it must work, nothing is judged.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { freePort } from '../../src/server/testing/free-ports';
import { freshDatabaseUrl, type TestDialect } from '../../src/server/testing/test-server';
import { newGuests } from '../../src/server/testing/room-client';
import { floorId, ourClient, socketIoFloorClient, wsFloorClient, type BenchClient } from './clients';
import {
  buildServer,
  cpuSeconds,
  PINNED,
  pinClients,
  quiet,
  settle,
  startNode,
  stop,
  waitForHttp,
} from './processes';
import { connectAndJoin, reconnectStorm, runThroughput, runVotes, type VoteRoomsOptions } from './votes';
import { lostVotes, storedVotes } from './durability';
import { runBigRoom } from './big-room';
import { runIdle, type IdleOptions } from './idle';
import { inspectable } from './inspector';
import { floorRetroClient, ourRetroClient, runRetro, summarizeRetro } from './retro';
import { summarize, summarizeVotes, table, type TargetResult } from './report';
import { CLUSTER_IDLE_SECONDS, clusterTable, floorCluster, oursCluster, type ClusterResult } from './cluster';
import { createRoom, ourEnv } from './our-server';

const SMOKE = process.argv.includes('--smoke');
/** A size or rate from the environment: a mistyped one stops the bench at once, naming it. */
function nonNegative(name: string, text: string): number {
  const value = Number(text);
  if (!(value >= 0)) throw new Error(`${name} must be a number, 0 or more, not "${text}"`);
  return value;
}
const env = (name: string, fallback: number) => nonNegative(name, process.env[name] ?? String(fallback));
/** A list of them, comma-separated. */
const envList = (name: string, fallback: number[]) =>
  (process.env[name] ?? fallback.join(',')).split(',').map((text) => nonNegative(name, text.trim()));
/**
 * E: the people of this many rooms vote as fast as they are answered, for this long; then at each
 * of `rates` votes a second (the targets' throughputs: Postgres, then SQLite), for `pacedSeconds`
 * after `pacedWarmupSeconds`.
 */
const THROUGHPUT = SMOKE
  ? { rooms: 2, seconds: 1, rates: [50], pacedSeconds: 0.5, pacedWarmupSeconds: 0.5 }
  : {
      rooms: env('BENCH_E_ROOMS', 20),
      seconds: env('BENCH_E_SECONDS', 10),
      rates: envList('BENCH_E_RATES', [2_000, 5_000]),
      pacedSeconds: env('BENCH_E_PACED_SECONDS', 5),
      pacedWarmupSeconds: 1,
    };
const OPTIONS: VoteRoomsOptions = SMOKE
  ? { rooms: 4, people: 5, rate: 40, seconds: 1, warmupSeconds: 0.5 }
  : {
      rooms: env('BENCH_ROOMS', 100),
      people: env('BENCH_PEOPLE', 10),
      rate: env('BENCH_RATE', 200),
      seconds: env('BENCH_SECONDS', 10),
      warmupSeconds: env('BENCH_WARMUP_SECONDS', 3),
    };
/** B: one room this big; each round everyone votes at once, then the facilitator reveals. */
const BIG_ROOM = SMOKE
  ? { people: 10, rounds: 2 }
  : { people: env('BENCH_B_PEOPLE', 200), rounds: env('BENCH_B_ROUNDS', 10) };
/** The retro: this many people each write this many cards at once, then the facilitator reveals. */
const RETRO = SMOKE
  ? { people: 5, cardsEach: 2 }
  : { people: env('BENCH_RETRO_PEOPLE', 30), cardsEach: env('BENCH_RETRO_CARDS', 3) };
/** A with two instances: after the votes, everyone stays connected and silent this many seconds. */
const CLUSTER_IDLE = SMOKE ? 1 : env('BENCH_CLUSTER_IDLE_SECONDS', CLUSTER_IDLE_SECONDS);
/** C: this many rooms of this many people connect, join and stay idle. */
const IDLE: IdleOptions = SMOKE
  ? { rooms: 4, people: 5 }
  : { rooms: env('BENCH_C_ROOMS', 500), people: env('BENCH_C_PEOPLE', 10) };
const RESULTS_DIR = path.resolve('bench/results');
const DIALECT_NAMES: Record<TestDialect, string> = { sqlite: 'SQLite', postgres: 'Postgres' };
const monotonicUs = () => Number(process.hrtime.bigint() / 1000n);
/** BENCH_PROFILE=1: our server writes a CPU profile of the run to bench/results/profiles. */
const PROFILE =
  process.env.BENCH_PROFILE === '1' ? [`--cpu-prof`, `--cpu-prof-dir=${RESULTS_DIR}/profiles`] : [];

async function measure(
  name: string,
  pid: number,
  collectGarbage: () => Promise<void>,
  open: (index: number) => Promise<BenchClient>,
  room: (index: number) => string,
  /** B's room, which the first person facilitates. */
  bigRoom: string,
  /** C's r-th room. */
  idleRoom: (index: number) => string,
  /** Ours: the votes the database holds, to check every acknowledged one against. */
  stored?: () => Promise<Map<string, string>>,
): Promise<TargetResult> {
  await quiet(pid);
  const phases: Record<string, [number, number]> = {};
  /** When each phase ran on the monotonic clock (µs), which a CPU profile's samples are stamped with. */
  const timed = async <T>(phase: string, work: () => Promise<T>): Promise<T> => {
    const start = monotonicUs();
    const result = await work();
    phases[phase] = [start, monotonicUs()];
    return result;
  };
  const settleServer = () => settle([pid]);
  const joinCpuBefore = cpuSeconds(pid);
  const { rooms, connectJoinMs } = await timed('joins', () => connectAndJoin(OPTIONS, open, room));
  await quiet(pid);
  const people = OPTIONS.rooms * OPTIONS.people;
  const join = {
    connectJoinMs,
    cpuPerJoinUs: ((cpuSeconds(pid) - joinCpuBefore) / people) * 1e6,
  };
  await settleServer();
  const run = await timed('votes', () => runVotes(OPTIONS, rooms, room, () => cpuSeconds(pid)));
  const stormCpuBefore = cpuSeconds(pid);
  const stormRun = await timed('storm', () => reconnectStorm(OPTIONS, rooms, open, room));
  await settleServer();
  // Everyone coming back to a room they are already in: a join without the first visit's work.
  const storm = { ...stormRun, cpuPerReturnUs: ((cpuSeconds(pid) - stormCpuBefore) / people) * 1e6 };
  const throughputRooms = storm.rooms.slice(0, THROUGHPUT.rooms);
  const throughput = await timed('throughput', () =>
    runThroughput(throughputRooms, room, THROUGHPUT.seconds),
  );
  const durableLost = stored ? lostVotes(throughput.lastAcked, await stored()) : null;
  const paced = [];
  for (const rate of THROUGHPUT.rates) {
    const options = {
      rooms: THROUGHPUT.rooms,
      people: OPTIONS.people,
      rate,
      seconds: THROUGHPUT.pacedSeconds,
      warmupSeconds: THROUGHPUT.pacedWarmupSeconds,
    };
    await settleServer();
    const pacedRun = await timed(`paced ${rate}`, () =>
      runVotes(options, throughputRooms, room, () => cpuSeconds(pid)),
    );
    paced.push({ rate, ...summarizeVotes(pacedRun, options) });
  }
  storm.rooms.flat().forEach((client) => client.close());
  await quiet(pid);
  const big = await connectAndJoin({ ...OPTIONS, rooms: 1, people: BIG_ROOM.people }, open, () => bigRoom);
  const bigRoomResult = await timed('big-room', () =>
    runBigRoom(big.rooms[0]!, bigRoom, BIG_ROOM.rounds, settleServer),
  );
  big.rooms.flat().forEach((client) => client.close());
  const idle = await timed('idle', () => runIdle(pid, collectGarbage, IDLE, open, idleRoom));
  // C's 5,000 people leave as it ends: the retro after it starts once the server has let them go.
  await quiet(pid);
  const result = {
    ...summarize(
      name,
      { ...run, ...join, storm, throughput, durableLost, paced, bigRoom: bigRoomResult, idle },
      OPTIONS,
    ),
    phases,
  };
  console.log(`${name}: ${JSON.stringify(result)}`);
  return result;
}

/**
 * A bare relay; with a dialect, Socket.IO's stores each vote in a database of that kind before
 * relaying it (a durable floor: how much of our cost is the database's own).
 */
async function floor(kind: 'ws' | 'socket.io', dialect?: TestDialect): Promise<TargetResult> {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const inspector = await inspectable();
  const database = dialect ? await freshDatabaseUrl(dialect) : undefined;
  const env = database
    ? { RELAY_DATABASE_URL: dialect === 'sqlite' ? `sqlite:${database.url}` : database.url }
    : {};
  const child = startNode('bench/realtime/relay.ts', [kind, String(port)], env, [inspector.nodeOption]);
  try {
    await waitForHttp(`${url}/health`);
    const open = kind === 'ws' ? wsFloorClient : socketIoFloorClient;
    const result = await measure(
      dialect ? `${kind} + ${DIALECT_NAMES[dialect]} write` : `bare ${kind}`,
      child.pid!,
      inspector.collectGarbage,
      (i) => open(url, floorId(i)),
      (r) => `r${r}`,
      'big',
      (r) => `c${r}`,
      database && dialect ? () => storedVotes(dialect, database.url) : undefined,
    );
    // The retro's floor is Socket.IO's alone: its ratios are taken against it.
    if (kind === 'ws' || dialect) return result;
    const people = await Promise.all(Array.from({ length: RETRO.people }, () => floorRetroClient(url)));
    return { ...result, retro: summarizeRetro(await runRetro(people, 'retro', RETRO.cardsEach)) };
  } finally {
    await stop(child);
    await database?.dispose();
  }
}

async function ours(server: string, dialect: TestDialect): Promise<TargetResult> {
  const database = await freshDatabaseUrl(dialect);
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'estimate-bench-'));
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const inspector = await inspectable();
  const child = startNode(
    server,
    [],
    ourEnv(url, dialect === 'postgres' ? database.url : `sqlite://${database.url}`, dataDir),
    [...PROFILE, inspector.nodeOption],
  );
  try {
    await waitForHttp(`${url}/api/health`);
    // B's room may hold more people than A's rooms together (a short run of A with the full B).
    const guests = Math.max(OPTIONS.rooms * OPTIONS.people, BIG_ROOM.people);
    const people = await newGuests(url, guests, 'Bench');
    const roomIds: string[] = [];
    for (let r = 0; r < OPTIONS.rooms; r += 1)
      roomIds.push(await createRoom(url, people[r * OPTIONS.people]!, r));
    const bigRoom = await createRoom(url, people[0]!, OPTIONS.rooms);
    // C's people are A's again, each with a room open in several tabs (one room per tab).
    const idleRooms: string[] = [];
    for (let r = 0; r < IDLE.rooms; r += 1)
      idleRooms.push(
        await createRoom(url, people[(r * IDLE.people) % people.length]!, OPTIONS.rooms + 1 + r),
      );
    const retroId = await createRoom(url, people[0]!, OPTIONS.rooms + IDLE.rooms + 1, true);
    const result = await measure(
      `ours, ${DIALECT_NAMES[dialect]}`,
      child.pid!,
      inspector.collectGarbage,
      (i) => {
        const person = people[i % people.length]!;
        return ourClient(url, person.userId, person.http.cookieHeader);
      },
      (r) => roomIds[r]!,
      bigRoom,
      (r) => idleRooms[r]!,
      () => storedVotes(dialect, database.url),
    );
    const retroPeople = await Promise.all(
      people.slice(0, RETRO.people).map((person) => ourRetroClient(url, person.http.cookieHeader)),
    );
    return { ...result, retro: summarizeRetro(await runRetro(retroPeople, retroId, RETRO.cardsEach)) };
  } finally {
    await stop(child);
    await database.dispose();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

pinClients();
// A profile runs the sources, so that its functions are named by their files.
const server = PROFILE.length > 0 ? 'src/server/main.ts' : buildServer();
/** BENCH_TARGETS=socket.io,sqlite runs only those (the floors are what the ratios need). */
const only = process.env.BENCH_TARGETS?.split(',');
const wanted = (target: string) => !only || only.includes(target);
const results: TargetResult[] = [];
if (wanted('ws')) results.push(await floor('ws'));
if (wanted('socket.io')) results.push(await floor('socket.io'));
if (wanted('socket.io+sqlite')) results.push(await floor('socket.io', 'sqlite'));
if (wanted('sqlite')) results.push(await ours(server, 'sqlite'));
if (process.env.TEST_DATABASE_URL) {
  if (wanted('socket.io+postgres')) results.push(await floor('socket.io', 'postgres'));
  if (wanted('postgres')) results.push(await ours(server, 'postgres'));
}
// Two instances need Redis, and ours a database both share.
const redisUrl = process.env.TEST_REDIS_URL;
const cluster: ClusterResult[] = [];
if (wanted('cluster') && redisUrl) {
  cluster.push(await floorCluster(redisUrl, OPTIONS, CLUSTER_IDLE));
  if (process.env.TEST_DATABASE_URL) cluster.push(await oursCluster(server, redisUrl, OPTIONS, CLUSTER_IDLE));
}
const machine = { cpus: os.cpus().length, serverPinned: PINNED, node: process.version };
mkdirSync(RESULTS_DIR, { recursive: true });
writeFileSync(
  path.join(RESULTS_DIR, 'realtime.json'),
  `${JSON.stringify({ machine, options: OPTIONS, throughput: THROUGHPUT, bigRoom: BIG_ROOM, idle: IDLE, retro: RETRO, results, cluster }, null, 2)}\n`,
);
const markdown = [
  table(results, OPTIONS, THROUGHPUT, BIG_ROOM, IDLE, RETRO, machine),
  ...(cluster.length > 0 ? [clusterTable(cluster, OPTIONS)] : []),
].join('\n');
writeFileSync(path.join(RESULTS_DIR, 'realtime.md'), markdown);
console.log(`\n${markdown}`);
process.exit(0);
