import { monitorEventLoopDelay } from 'node:perf_hooks';
import type { BenchClient, RoundKind } from './clients';

/** How long one step of a round may take before the run is called broken. */
const STEP_TIMEOUT_MS = 60_000;

export interface BigRoomResult {
  /** Each round: from everyone voting at once until every vote has reached all the others. */
  votePhaseMs: number[];
  /** Each round: from the facilitator's reveal until everyone else has it. */
  revealMs: number[];
  /** Each round: from the facilitator's reveal until the server acknowledged it to them. */
  revealAckMs: number[];
  /** Each round: from the facilitator's reveal until half the others had it. */
  revealHalfMs: number[];
  /**
   * Each round: the longest this process's event loop ran late during the reveal. A slow round
   * with a long one was slow here, in the clients' process; with a short one, before it.
   */
  revealLoopDelayMs: number[];
}

const now = () => performance.now();

async function until(done: () => boolean, what: string): Promise<void> {
  const deadline = now() + STEP_TIMEOUT_MS;
  while (!done()) {
    if (now() > deadline) throw new Error(`B: ${what} did not reach everyone within ${STEP_TIMEOUT_MS} ms`);
    await new Promise((resolve) => setTimeout(resolve, 2));
  }
}

/**
 * Scenario B: one big room (`clients[0]` facilitates). Each round everyone votes at the same
 * moment, then the facilitator reveals and, untimed, starts the next round.
 *
 * `settle` runs before each reveal, untimed: in a meeting the reveal comes seconds after the last
 * vote, not the moment it lands. Without it, a reveal on the heels of the votes was timed while
 * the clients' own process was still reading 40,000 vote events or collecting their garbage: on a
 * fast server the votes all land at once, so its reveals read that backlog (a round of 118 ms
 * whose server part took 8), while a slower server's votes trickle in and its reveals did not.
 */
export async function runBigRoom(
  clients: BenchClient[],
  room: string,
  rounds: number,
  settle: () => Promise<void>,
): Promise<BigRoomResult> {
  const others = clients.slice(1);
  const peers = clients.length - 1;
  let heard = new Map<string, number>();
  const roundsHeard: Record<RoundKind, number> = { reveal: 0, reset: 0 };
  let revealsHeardAt: number[] = [];
  for (const client of clients) {
    client.onPeerVote((from) => heard.set(from, (heard.get(from) ?? 0) + 1));
  }
  for (const client of others) {
    client.onRound((kind) => {
      roundsHeard[kind] += 1;
      if (kind === 'reveal') revealsHeardAt.push(now());
    });
  }
  const loopDelay = monitorEventLoopDelay({ resolution: 1 });
  loopDelay.enable();

  const votePhaseMs: number[] = [];
  const revealMs: number[] = [];
  const revealAckMs: number[] = [];
  const revealHalfMs: number[] = [];
  const revealLoopDelayMs: number[] = [];
  for (let round = 1; round <= rounds; round += 1) {
    heard = new Map();
    const votedAt = now();
    await Promise.all(clients.map((client) => client.vote(room, round)));
    await until(
      () => heard.size === clients.length && [...heard.values()].every((count) => count >= peers),
      `round ${round}'s votes`,
    );
    votePhaseMs.push(now() - votedAt);

    await settle();
    const reveals = roundsHeard.reveal;
    revealsHeardAt = [];
    loopDelay.reset();
    const revealedAt = now();
    await clients[0]!.round(room, 'reveal');
    revealAckMs.push(now() - revealedAt);
    await until(() => roundsHeard.reveal - reveals >= others.length, `round ${round}'s reveal`);
    revealMs.push(now() - revealedAt);
    revealHalfMs.push(revealsHeardAt[Math.floor(others.length / 2)]! - revealedAt);
    revealLoopDelayMs.push(loopDelay.max / 1e6);

    const resets = roundsHeard.reset;
    await clients[0]!.round(room, 'reset');
    await until(() => roundsHeard.reset - resets >= others.length, `round ${round}'s restart`);
  }
  loopDelay.disable();
  return { votePhaseMs, revealMs, revealAckMs, revealHalfMs, revealLoopDelayMs };
}
