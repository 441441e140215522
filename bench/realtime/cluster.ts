/**
 * A with two instances: each room's people split between two servers that share Redis (and, for
 * ours, Postgres), so every vote crosses from one instance to the other through Redis on its way
 * to half the room. Its floor is two bare Socket.IO relays on the Redis adapter doing the same.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { freePort } from '../../src/server/testing/free-ports';
import { freshDatabaseUrl } from '../../src/server/testing/test-server';
import { newGuests } from '../../src/server/testing/room-client';
import { floorId, ourClient, socketIoFloorClient, type BenchClient } from './clients';
import { createRoom, ourEnv } from './our-server';
import { cpuSeconds, quiet, settle, startNode, stop, waitedForCoreSeconds, waitForHttp } from './processes';
import { round, summarizeVotes } from './report';
import { connectAndJoin, runVotes, type VoteRoomsOptions } from './votes';

export const CLUSTER_INSTANCES = 2;
/** After the votes, everyone stays connected and silent this long: what the instances cost at rest. */
export const CLUSTER_IDLE_SECONDS = 10;

export type ClusterResult = {
  name: string;
  connectJoinSeconds: number;
  /** Both instances' CPU while everyone is connected and nobody does anything, as a share of one core. */
  idleCpuPercent: number;
  /** While the votes ran, how long both instances waited for a core, as a share of that time. */
  waitingPercent: number;
} & ReturnType<typeof summarizeVotes>;

/** Person `index` connects to instance `index % 2`: every room has people on both. */
export const instanceOf = (index: number) => index % CLUSTER_INSTANCES;

export async function measureCluster(
  name: string,
  pids: readonly number[],
  open: (index: number) => Promise<BenchClient>,
  room: (index: number) => string,
  options: VoteRoomsOptions,
  idleSeconds: number,
): Promise<ClusterResult> {
  const allQuiet = () => Promise.all(pids.map((pid) => quiet(pid)));
  const cpu = () => pids.reduce((sum, pid) => sum + cpuSeconds(pid), 0);
  await allQuiet();
  const { rooms, connectJoinMs } = await connectAndJoin(options, open, room);
  await settle(pids);
  const waited = () => pids.reduce((sum, pid) => sum + waitedForCoreSeconds(pid), 0);
  const [waitedBefore, votesFrom] = [waited(), performance.now()];
  const run = await runVotes(options, rooms, room, cpu);
  const waitingPercent = round(
    ((waited() - waitedBefore) / ((performance.now() - votesFrom) / 1000)) * 100,
    1,
  );
  // Between meetings: pings, and keeping presence right across the instances.
  await allQuiet();
  const idleFrom = cpu();
  await new Promise((resolve) => setTimeout(resolve, idleSeconds * 1000));
  const idleCpuPercent = round(((cpu() - idleFrom) / idleSeconds) * 100, 1);
  rooms.flat().forEach((client) => client.close());
  const result: ClusterResult = {
    name,
    connectJoinSeconds: round(connectJoinMs / 1000),
    idleCpuPercent,
    waitingPercent,
    // Both instances' CPU, as a share of one core.
    ...summarizeVotes(run, options),
  };
  console.log(`${name}: ${JSON.stringify(result)}`);
  return result;
}

const instanceUrls = async () => {
  const urls: string[] = [];
  // One after the other: two ports asked for at once could come back the same.
  for (let i = 0; i < CLUSTER_INSTANCES; i += 1) urls.push(`http://127.0.0.1:${await freePort()}`);
  return urls;
};

/** Two bare Socket.IO relays on the Redis adapter. */
export async function floorCluster(
  redisUrl: string,
  options: VoteRoomsOptions,
  idleSeconds: number,
): Promise<ClusterResult> {
  const urls = await instanceUrls();
  const children = urls.map((url) =>
    startNode('bench/realtime/relay.ts', ['socket.io', new URL(url).port], { REDIS_URL: redisUrl }),
  );
  try {
    await Promise.all(urls.map((url) => waitForHttp(`${url}/health`)));
    return await measureCluster(
      'bare socket.io × 2 + Redis',
      children.map((child) => child.pid!),
      (i) => socketIoFloorClient(urls[instanceOf(i)]!, floorId(i)),
      (r) => `r${r}`,
      options,
      idleSeconds,
    );
  } finally {
    await Promise.all(children.map((child) => stop(child)));
  }
}

/** Two of our servers sharing a fresh Postgres database and Redis. */
export async function oursCluster(
  server: string,
  redisUrl: string,
  options: VoteRoomsOptions,
  idleSeconds: number,
): Promise<ClusterResult> {
  const database = await freshDatabaseUrl('postgres');
  const urls = await instanceUrls();
  const dataDirs = urls.map(() => mkdtempSync(path.join(os.tmpdir(), 'estimate-bench-')));
  const children = [];
  try {
    // The first makes the schema before the second starts.
    for (const [i, url] of urls.entries()) {
      children.push(startNode(server, [], ourEnv(url, database.url, dataDirs[i]!, redisUrl)));
      await waitForHttp(`${url}/api/health`);
    }
    const people = await newGuests(urls[0]!, options.rooms * options.people, 'Bench');
    const roomIds: string[] = [];
    for (let r = 0; r < options.rooms; r += 1)
      roomIds.push(await createRoom(urls[0]!, people[r * options.people]!, r));
    return await measureCluster(
      'ours, Postgres × 2 + Redis',
      children.map((child) => child.pid!),
      (i) => ourClient(urls[instanceOf(i)]!, people[i]!.userId, people[i]!.http.cookieHeader),
      (r) => roomIds[r]!,
      options,
      idleSeconds,
    );
  } finally {
    await Promise.all(children.map((child) => stop(child)));
    await database.dispose();
    dataDirs.forEach((dir) => rmSync(dir, { recursive: true, force: true }));
  }
}

export function clusterTable(results: readonly ClusterResult[], options: VoteRoomsOptions): string {
  const floor = results.find((result) => result.name.startsWith('bare'));
  const ratio = (value: number, base: number | undefined) => (base ? ` (${(value / base).toFixed(1)}×)` : '');
  return [
    `A with ${CLUSTER_INSTANCES} instances and Redis: the same ${options.rooms} rooms × ${options.people} people and ${options.rate} votes/s, each room's people split between the instances; the ratios are to ${CLUSTER_INSTANCES} bare Socket.IO relays on the Redis adapter.`,
    '',
    '| servers | connect + join all | vote → all peers p50 / p99 (ms) | ack p50 / p99 (ms) | server CPU, both | CPU per vote (µs) | waiting for a core, both | lost | idle CPU, both |',
    '|---|---|---|---|---|---|---|---|---|',
    ...results.map(
      (r) =>
        `| ${r.name} | ${r.connectJoinSeconds} s | ${r.toAllPeersMs.p50} / ${r.toAllPeersMs.p99}${ratio(r.toAllPeersMs.p99, floor?.toAllPeersMs.p99)} | ${r.ackMs.p50} / ${r.ackMs.p99} | ${r.serverCpuPercent} %${ratio(r.serverCpuPercent, floor?.serverCpuPercent)} | ${r.serverCpuPerVoteUs} | ${r.waitingPercent} % | ${r.lost} | ${r.idleCpuPercent} %${ratio(r.idleCpuPercent, floor?.idleCpuPercent)} |`,
    ),
    '',
  ].join('\n');
}
