import type { BigRoomResult } from './big-room';
import type { IdleOptions, IdleResult } from './idle';
import { CONNECT_BATCH, type ThroughputResult, type VoteResult, type VoteRoomsOptions } from './votes';

export interface RunMeasures extends VoteResult {
  /** Server CPU for everyone's connection and join, per person. */
  cpuPerJoinUs: number;
  /** D, with the server's CPU per person for the drops and the returns. */
  storm: { allBackMs: number; errors: number; cpuPerReturnUs: number };
  throughput: ThroughputResult;
  /** Acknowledged votes the database does not hold; null where nothing is stored (the relays). */
  durableLost: number | null;
  paced: PacedResult[];
  bigRoom: BigRoomResult;
  idle: IdleResult;
}

/** E's people voting at a set rate, an open loop as A's. */
export type PacedResult = { rate: number } & ReturnType<typeof summarizeVotes>;

export interface TargetResult {
  name: string;
  connectJoinSeconds: number;
  cpuPerJoinUs: number;
  /** D: everyone dropped and came back at once. */
  stormSeconds: number;
  stormErrors: number;
  stormCpuPerReturnUs: number;
  /** E: acknowledged votes per second with everyone voting as fast as they are answered. */
  throughput: {
    votesPerSecond: number;
    ackMs: { p50: number; p99: number };
    lost: number | null;
    loopDelayMs: { p99: number; max: number };
    paced: PacedResult[];
  };
  toAllPeersMs: { p50: number; p99: number };
  ackMs: { p50: number; p99: number };
  /** Of one core, while the votes were sent. */
  serverCpuPercent: number;
  serverCpuPerVoteUs: number;
  votesPerSecond: number;
  lost: number;
  /** B: one big room; everyone's votes reaching everyone, and the reveal reaching everyone. */
  bigRoom: {
    votePhaseMs: { p50: number; p99: number };
    revealMs: { p50: number; p99: number };
    /**
     * Each round's reveal to everyone, and the part of it until the facilitator's acknowledgement:
     * our server writes the reveal to every socket in the same turn as the acknowledgement, so a
     * slow round whose acknowledgement was quick was slow on its way to the clients. With it, when
     * half the others had it, and the longest the clients' event loop ran late meanwhile.
     */
    revealRounds: { toAllMs: number[]; ackMs: number[]; toHalfMs: number[]; loopDelayMs: number[] };
  };
  /** The retro: card acknowledgements with everyone writing at once, then the reveal to all. */
  retro?: { cardAckMs: { p50: number; p99: number }; revealMs: number };
  /** C: many idle connections; what each costs to open and to keep. */
  idle: { connectJoinSeconds: number; cpuPerJoinUs: number; rssPerConnectionKib: number };
  /** Start and end of each phase on the monotonic clock (µs), to cut a CPU profile by phase. */
  phases?: Record<string, [number, number]>;
}

export function percentile(samples: number[], p: number): number {
  const sorted = [...samples].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? Number.NaN;
}

export const round = (value: number, digits = 2) => Number(value.toFixed(digits));

/** What scenario A's votes came to: latencies, the server's CPU over the counted part, what was lost. */
export function summarizeVotes(run: Omit<VoteResult, 'connectJoinMs'>, options: VoteRoomsOptions) {
  const countedVotes = options.rate * options.seconds;
  return {
    toAllPeersMs: {
      p50: round(percentile(run.toAllPeersMs, 50)),
      p99: round(percentile(run.toAllPeersMs, 99)),
    },
    ackMs: { p50: round(percentile(run.ackMs, 50)), p99: round(percentile(run.ackMs, 99)) },
    serverCpuPercent: round((run.cpuSeconds / run.countedSeconds) * 100, 1),
    serverCpuPerVoteUs: Math.round((run.cpuSeconds / countedVotes) * 1e6),
    clientCpuPercent: round((run.clientCpuSeconds / run.countedSeconds) * 100, 1),
    clientLoopDelayMs: { p99: round(run.clientLoopDelayMs.p99), max: round(run.clientLoopDelayMs.max) },
    votesPerSecond: Math.round(run.votesPerSecond),
    lost: run.lost,
  };
}

export function summarize(name: string, run: RunMeasures, options: VoteRoomsOptions): TargetResult {
  return {
    name,
    connectJoinSeconds: round(run.connectJoinMs / 1000),
    cpuPerJoinUs: Math.round(run.cpuPerJoinUs),
    stormSeconds: round(run.storm.allBackMs / 1000),
    stormErrors: run.storm.errors,
    stormCpuPerReturnUs: Math.round(run.storm.cpuPerReturnUs),
    throughput: {
      votesPerSecond: Math.round(run.throughput.votesPerSecond),
      ackMs: {
        p50: round(percentile(run.throughput.ackMs, 50)),
        p99: round(percentile(run.throughput.ackMs, 99)),
      },
      lost: run.durableLost,
      loopDelayMs: {
        p99: round(run.throughput.loopDelayMs.p99),
        max: round(run.throughput.loopDelayMs.max),
      },
      paced: run.paced,
    },
    ...summarizeVotes(run, options),
    bigRoom: {
      votePhaseMs: {
        p50: round(percentile(run.bigRoom.votePhaseMs, 50)),
        p99: round(percentile(run.bigRoom.votePhaseMs, 99)),
      },
      revealMs: {
        p50: round(percentile(run.bigRoom.revealMs, 50)),
        p99: round(percentile(run.bigRoom.revealMs, 99)),
      },
      revealRounds: {
        toAllMs: run.bigRoom.revealMs.map((ms) => round(ms)),
        ackMs: run.bigRoom.revealAckMs.map((ms) => round(ms)),
        toHalfMs: run.bigRoom.revealHalfMs.map((ms) => round(ms)),
        loopDelayMs: run.bigRoom.revealLoopDelayMs.map((ms) => round(ms)),
      },
    },
    idle: {
      connectJoinSeconds: round(run.idle.connectJoinMs / 1000),
      cpuPerJoinUs: Math.round(run.idle.cpuPerJoinUs),
      rssPerConnectionKib: round(run.idle.rssPerConnectionKib, 1),
    },
  };
}

export function table(
  results: TargetResult[],
  options: VoteRoomsOptions,
  throughput: {
    rooms: number;
    seconds: number;
    rates: number[];
    pacedSeconds: number;
    pacedWarmupSeconds: number;
  },
  bigRoom: { people: number; rounds: number },
  idle: IdleOptions,
  retro: { people: number; cardsEach: number },
  machine: { cpus: number; serverPinned: boolean; node: string },
): string {
  const floor = results.find((result) => result.name === 'bare socket.io');
  const ratio = (value: number, base: number | undefined) => (base ? ` (${(value / base).toFixed(1)}×)` : '');
  const votes = results.map(
    (r) =>
      `| ${r.name} | ${r.toAllPeersMs.p50} / ${r.toAllPeersMs.p99}${ratio(r.toAllPeersMs.p99, floor?.toAllPeersMs.p99)} | ${r.ackMs.p50} / ${r.ackMs.p99} | ${r.serverCpuPercent} %${ratio(r.serverCpuPercent, floor?.serverCpuPercent)} | ${r.serverCpuPerVoteUs} | ${r.votesPerSecond} | ${r.lost} |`,
  );
  const joins = results.map(
    (r) =>
      `| ${r.name} | ${r.connectJoinSeconds} s${ratio(r.connectJoinSeconds, floor?.connectJoinSeconds)} | ${r.cpuPerJoinUs}${ratio(r.cpuPerJoinUs, floor?.cpuPerJoinUs)} | ${r.stormSeconds} s${ratio(r.stormSeconds, floor?.stormSeconds)} | ${r.stormCpuPerReturnUs}${ratio(r.stormCpuPerReturnUs, floor?.stormCpuPerReturnUs)} | ${r.stormErrors} |`,
  );
  // A closed loop's people each wait for their answer before voting again, so its mean wait is set
  // by its throughput alone (Little's law): clients ÷ votes/s. A p99 sits above that mean.
  const voters = throughput.rooms * options.people;
  const durable = results.map(
    (r) =>
      `| ${r.name} | ${r.throughput.votesPerSecond}${ratio(r.throughput.votesPerSecond, floor?.throughput.votesPerSecond)} | ${r.throughput.ackMs.p50} / ${r.throughput.ackMs.p99}${ratio(r.throughput.ackMs.p99, floor?.throughput.ackMs.p99)} | ${round((voters / r.throughput.votesPerSecond) * 1000, 1)} | ${r.throughput.loopDelayMs.p99} / ${r.throughput.loopDelayMs.max} | ${r.throughput.lost ?? '–'} |`,
  );
  const paced = results.flatMap((r) =>
    r.throughput.paced.map((p) => {
      const base = floor?.throughput.paced.find((f) => f.rate === p.rate);
      return `| ${r.name} | ${p.rate} | ${p.ackMs.p50} / ${p.ackMs.p99}${ratio(p.ackMs.p99, base?.ackMs.p99)} | ${p.toAllPeersMs.p50} / ${p.toAllPeersMs.p99}${ratio(p.toAllPeersMs.p99, base?.toAllPeersMs.p99)} | ${p.serverCpuPercent} %${ratio(p.serverCpuPercent, base?.serverCpuPercent)} | ${p.clientCpuPercent} % | ${p.clientLoopDelayMs.p99} / ${p.clientLoopDelayMs.max} | ${p.lost} |`;
    }),
  );
  const big = results.map(
    (r) =>
      `| ${r.name} | ${r.bigRoom.votePhaseMs.p50} / ${r.bigRoom.votePhaseMs.p99}${ratio(r.bigRoom.votePhaseMs.p50, floor?.bigRoom.votePhaseMs.p50)} | ${r.bigRoom.revealMs.p50} / ${r.bigRoom.revealMs.p99}${ratio(r.bigRoom.revealMs.p99, floor?.bigRoom.revealMs.p99)} |`,
  );
  const idleRows = results.map(
    (r) =>
      `| ${r.name} | ${r.idle.connectJoinSeconds} s${ratio(r.idle.connectJoinSeconds, floor?.idle.connectJoinSeconds)} | ${r.idle.cpuPerJoinUs}${ratio(r.idle.cpuPerJoinUs, floor?.idle.cpuPerJoinUs)} | ${r.idle.rssPerConnectionKib}${ratio(r.idle.rssPerConnectionKib, floor?.idle.rssPerConnectionKib)} |`,
  );
  const retroRows = results.flatMap((r) =>
    r.retro
      ? [
          `| ${r.name} | ${r.retro.cardAckMs.p50} / ${r.retro.cardAckMs.p99}${ratio(r.retro.cardAckMs.p99, floor?.retro?.cardAckMs.p99)} | ${r.retro.revealMs}${ratio(r.retro.revealMs, floor?.retro?.revealMs)} |`,
        ]
      : [],
  );
  const people = options.rooms * options.people;
  return [
    `${options.rooms} rooms × ${options.people} people; ${machine.cpus} cores, server ${machine.serverPinned ? 'pinned to core 0, clients on the others' : 'and clients sharing the cores'}; Node ${machine.node}. Ratios are to the bare Socket.IO relay.`,
    '',
    `A: ${options.rate} votes/s for ${options.seconds} s (after ${options.warmupSeconds} s of warm-up).`,
    '',
    '| server | vote → all peers p50 / p99 (ms) | ack p50 / p99 (ms) | server CPU | CPU per vote (µs) | votes/s | lost |',
    '|---|---|---|---|---|---|---|',
    ...votes,
    '',
    `Joining: ${people} people connect and join, ${CONNECT_BATCH} at a time; then D: all ${people} drop and come back at once.`,
    '',
    '| server | connect + join all | server CPU per join (µs) | D: all back | D: server CPU per return (µs) | D: errors |',
    '|---|---|---|---|---|---|',
    ...joins,
    '',
    `E: the ${voters} people of ${throughput.rooms} rooms vote as fast as they are acknowledged, for ${throughput.seconds} s; then each one's last acknowledged vote is looked for in the database.`,
    '',
    `| server | acknowledged votes/s | ack p50 / p99 (ms) | mean wait the loop implies: ${voters} ÷ votes/s (ms) | clients' loop late p99 / max (ms) | acknowledged but not stored |`,
    '|---|---|---|---|---|---|',
    ...durable,
    '',
    `E at set rates: the same people vote in turn at each rate for ${throughput.pacedSeconds} s (after ${throughput.pacedWarmupSeconds} s of warm-up), an open loop as in A: what an acknowledgement takes at the targets' throughputs.`,
    '',
    "| server | votes/s | ack p50 / p99 (ms) | vote → all peers p50 / p99 (ms) | server CPU | clients' CPU | clients' loop late p99 / max (ms) | lost |",
    '|---|---|---|---|---|---|---|---|',
    ...paced,
    '',
    `B: one room of ${bigRoom.people}, ${bigRoom.rounds} rounds: everyone votes at the same moment, then the facilitator reveals (the ratio of the votes is of p50, the reveal's of p99).`,
    '',
    `| server | ${bigRoom.people} votes → ${bigRoom.people - 1} peers each, p50 / p99 of the rounds (ms) | reveal → all p50 / p99 (ms) |`,
    '|---|---|---|',
    ...big,
    '',
    `C: ${idle.rooms * idle.people} people in ${idle.rooms} rooms connect and join, ${CONNECT_BATCH} at a time, and stay idle.`,
    '',
    '| server | connect + join all | server CPU per connection (µs) | memory per idle connection (KiB) |',
    '|---|---|---|---|',
    ...idleRows,
    '',
    `Retro: ${retro.people} people each write ${retro.cardsEach} cards at the same moment, then the facilitator reveals them all (the ratios are of the card p99 and of the reveal).`,
    '',
    '| server | card ack p50 / p99 (ms) | reveal → all (ms) |',
    '|---|---|---|',
    ...retroRows,
    '',
  ].join('\n');
}
