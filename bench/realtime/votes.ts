import { monitorEventLoopDelay } from 'node:perf_hooks';
import type { BenchClient } from './clients';

/** Connections opened at once while people arrive: a crowd, not a stampede. */
export const CONNECT_BATCH = 25;
const SEND_TICK_MS = 5;
/** How long the last votes may take to reach everyone before they count as lost. */
const DRAIN_TIMEOUT_MS = 30_000;

export interface VoteRoomsOptions {
  rooms: number;
  people: number;
  /** Votes per second across all rooms, spread evenly: an open loop, as meetings are. */
  rate: number;
  seconds: number;
  /** Votes in the first seconds warm the server up and are not counted. */
  warmupSeconds: number;
}

export interface VoteResult {
  /** Connecting and joining everyone, a batch at a time. */
  connectJoinMs: number;
  /** From a vote's sending until the last other person in its room has it. */
  toAllPeersMs: number[];
  ackMs: number[];
  /** Counted votes whose every peer and acknowledgement arrived, per second of the counted part. */
  votesPerSecond: number;
  /** Votes that had not reached everyone when the run ended. */
  lost: number;
  /**
   * The server's CPU over the counted part, as its latencies are: from the end of the warm-up until
   * every vote arrived.
   */
  cpuSeconds: number;
  /** Wall-clock seconds of the counted sending, for the CPU share. */
  countedSeconds: number;
  /** This process's CPU (all the clients') over the counted part, and how late its loop ran. */
  clientCpuSeconds: number;
  clientLoopDelayMs: { p99: number; max: number };
}

interface Vote {
  sentAt: number;
  heardBy: number;
  lastHeardAt: number;
  ackAt: number;
  counted: boolean;
}

const now = () => performance.now();
const ownCpuSeconds = () => {
  const { user, system } = process.cpuUsage();
  return (user + system) / 1e6;
};

/**
 * Starts timing how late this process's event loop runs; the returned function stops and gives the
 * p99 and the longest (ms). All the clients share this loop: an answer it was late to read reads
 * slower than the server gave it.
 */
function watchOwnLoop(): () => { p99: number; max: number } {
  const histogram = monitorEventLoopDelay({ resolution: 1 });
  histogram.enable();
  return () => {
    histogram.disable();
    return { p99: histogram.percentile(99) / 1e6, max: histogram.max / 1e6 };
  };
}

/** Makes `rooms` rooms of `people` each: `open` makes a connected client, `room` names the r-th room. */
export async function connectAndJoin(
  options: Pick<VoteRoomsOptions, 'rooms' | 'people'>,
  open: (index: number) => Promise<BenchClient>,
  room: (index: number) => string,
): Promise<{ rooms: BenchClient[][]; connectJoinMs: number }> {
  const total = options.rooms * options.people;
  const clients: BenchClient[] = [];
  const start = now();
  for (let i = 0; i < total; i += CONNECT_BATCH) {
    const batch = Array.from({ length: Math.min(CONNECT_BATCH, total - i) }, async (_, j) => {
      const index = i + j;
      const client = await open(index);
      await client.join(room(Math.floor(index / options.people)));
      return client;
    });
    clients.push(...(await Promise.all(batch)));
  }
  const connectJoinMs = now() - start;
  const rooms = Array.from({ length: options.rooms }, (_, r) =>
    clients.slice(r * options.people, (r + 1) * options.people),
  );
  return { rooms, connectJoinMs };
}

/**
 * Scenario A: everyone votes in turn at a steady rate; each vote is timed until all its peers have
 * it. `serverCpu` reads the CPU seconds the server (all its processes) has used so far.
 */
export async function runVotes(
  options: VoteRoomsOptions,
  rooms: BenchClient[][],
  room: (index: number) => string,
  serverCpu: () => number,
): Promise<Omit<VoteResult, 'connectJoinMs'>> {
  const votes = new Map<string, Vote[]>();
  const peers = options.people - 1;
  const stopHearing: (() => void)[] = [];
  for (const members of rooms) {
    for (const listener of members) {
      const heard = new Map<string, number>();
      // Stopped at the end: E runs the same clients again at another rate.
      stopHearing.push(
        listener.onPeerVote((from) => {
          // Each voter's votes reach each peer in order: the k-th heard is the k-th sent.
          const k = heard.get(from) ?? 0;
          heard.set(from, k + 1);
          const vote = votes.get(from)?.[k];
          if (!vote) return;
          vote.heardBy += 1;
          vote.lastHeardAt = now();
        }),
      );
    }
  }
  // One voter from each room in turn, so consecutive votes go to different rooms.
  // A room short of someone (a failed return in D) leaves that seat out; its votes count as lost.
  const order = Array.from({ length: options.people }, (_, p) =>
    rooms.flatMap((members, r) => (members[p] ? [{ client: members[p], room: room(r) }] : [])),
  ).flat();
  const failures: unknown[] = [];
  const start = now();
  const countFrom = start + options.warmupSeconds * 1000;
  const endAt = start + (options.warmupSeconds + options.seconds) * 1000;
  let sent = 0;
  // Read at the first tick past the warm-up, which always comes: the sending ends at a later one.
  let cpuFrom = Number.NaN;
  let clientCpuFrom = Number.NaN;
  let stopWatchingLoop = () => ({ p99: Number.NaN, max: Number.NaN });
  await new Promise<void>((resolve) => {
    const timer = setInterval(() => {
      const t = now();
      if (Number.isNaN(cpuFrom) && t >= countFrom) {
        cpuFrom = serverCpu();
        clientCpuFrom = ownCpuSeconds();
        stopWatchingLoop = watchOwnLoop();
      }
      const due = Math.min(
        Math.floor(((t - start) / 1000) * options.rate),
        Math.floor(((endAt - start) / 1000) * options.rate),
      );
      for (; sent < due; sent += 1) {
        const { client, room: roomId } = order[sent % order.length]!;
        const own = votes.get(client.id) ?? [];
        votes.set(client.id, own);
        const vote: Vote = { sentAt: now(), heardBy: 0, lastHeardAt: 0, ackAt: 0, counted: t >= countFrom };
        own.push(vote);
        client.vote(roomId, own.length).then(
          () => void (vote.ackAt = now()),
          (error: unknown) => failures.push(error),
        );
      }
      if (t >= endAt) {
        clearInterval(timer);
        resolve();
      }
    }, SEND_TICK_MS);
  });
  const countedSeconds = (now() - countFrom) / 1000;
  const all = [...votes.values()].flat();
  const done = (vote: Vote) => vote.heardBy >= peers && vote.ackAt > 0;
  const drainUntil = now() + DRAIN_TIMEOUT_MS;
  while (!all.every(done) && now() < drainUntil) await new Promise((resolve) => setTimeout(resolve, 20));
  const cpuSeconds = serverCpu() - cpuFrom;
  const clientCpuSeconds = ownCpuSeconds() - clientCpuFrom;
  const clientLoopDelayMs = stopWatchingLoop();
  stopHearing.forEach((stop) => stop());
  if (failures.length > 0) throw new Error(`${failures.length} votes failed: ${String(failures[0])}`);
  const counted = all.filter((vote) => vote.counted);
  const finished = counted.filter(done);
  return {
    toAllPeersMs: finished.map((vote) => vote.lastHeardAt - vote.sentAt),
    ackMs: finished.map((vote) => vote.ackAt - vote.sentAt),
    votesPerSecond: finished.length / options.seconds,
    lost: counted.length - finished.length,
    cpuSeconds,
    countedSeconds,
    clientCpuSeconds,
    clientLoopDelayMs,
  };
}

/**
 * Scenario D: everyone's connection drops at once and every client reconnects and rejoins at the
 * same moment, as after a network blip or a restart. Returns the rooms of new clients, the time
 * until the last is back in its room, and how many failed to (a failed one is not retried).
 */
export async function reconnectStorm(
  options: VoteRoomsOptions,
  rooms: BenchClient[][],
  open: (index: number) => Promise<BenchClient>,
  room: (index: number) => string,
): Promise<{ rooms: BenchClient[][]; allBackMs: number; errors: number }> {
  rooms.flat().forEach((client) => client.close());
  let errors = 0;
  const start = now();
  const back = await Promise.all(
    rooms.flat().map(async (_, index) => {
      try {
        const client = await open(index);
        await client.join(room(Math.floor(index / options.people)));
        return client;
      } catch {
        errors += 1;
        return undefined;
      }
    }),
  );
  const allBackMs = now() - start;
  const regrouped = rooms.map((_, r) =>
    back
      .slice(r * options.people, (r + 1) * options.people)
      .filter((client): client is BenchClient => client !== undefined),
  );
  return { rooms: regrouped, allBackMs, errors };
}

export interface ThroughputResult {
  votesPerSecond: number;
  ackMs: number[];
  /** Each client's last acknowledged vote: `${room}/${client id}` → its index. */
  lastAcked: Map<string, number>;
  /**
   * How late the clients' own event loop ran (p99 and longest): an acknowledgement that waited
   * for this process to get to it reads slower than the server gave it.
   */
  loopDelayMs: { p99: number; max: number };
}

/**
 * Scenario E: `clients` people in their rooms vote as fast as their acknowledgements come back,
 * for `seconds`: how many acknowledged (committed) votes a second the server sustains.
 */
export async function runThroughput(
  rooms: BenchClient[][],
  room: (index: number) => string,
  seconds: number,
): Promise<ThroughputResult> {
  const ackMs: number[] = [];
  const lastAcked = new Map<string, number>();
  const stopWatchingLoop = watchOwnLoop();
  const endAt = now() + seconds * 1000;
  await Promise.all(
    rooms.flatMap((members, r) =>
      members.map(async (client) => {
        for (let index = 1; now() < endAt; index += 1) {
          const sentAt = now();
          await client.vote(room(r), index);
          ackMs.push(now() - sentAt);
          lastAcked.set(`${room(r)}/${client.id}`, index);
        }
      }),
    ),
  );
  return { votesPerSecond: ackMs.length / seconds, ackMs, lastAcked, loopDelayMs: stopWatchingLoop() };
}
