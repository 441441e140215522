/**
 * A countdown kept by the server: it stores the end time, so every client (and a late joiner)
 * counts down to the same moment. Estimation rooms use one per room, retrospectives one per phase.
 */
export interface Countdown {
  durationMs: number;
  /** ISO time the countdown reaches zero; null when it is not running. */
  endsAt: string | null;
  /** What was left when paused; null when running or reset. */
  pausedRemainingMs: number | null;
}

export type CountdownPhase = 'idle' | 'running' | 'paused' | 'finished';

/** What is left at `nowMs` (in the server's clock): the full duration when idle. */
export function countdownRemainingMs(countdown: Countdown, nowMs: number): number {
  if (countdown.endsAt) return Math.max(0, Date.parse(countdown.endsAt) - nowMs);
  return countdown.pausedRemainingMs ?? countdown.durationMs;
}

export function countdownPhase(countdown: Countdown, nowMs: number): CountdownPhase {
  if (countdown.endsAt) return countdownRemainingMs(countdown, nowMs) > 0 ? 'running' : 'finished';
  return countdown.pausedRemainingMs === null ? 'idle' : 'paused';
}

/** Started (or resumed) at `nowMs`; null when it is already running, since starting twice changes nothing. */
export function startedCountdown<T extends Countdown>(countdown: T, nowMs: number): T | null {
  if (countdownPhase(countdown, nowMs) === 'running') return null;
  const left = countdown.pausedRemainingMs ?? countdown.durationMs;
  return { ...countdown, endsAt: new Date(nowMs + left).toISOString(), pausedRemainingMs: null };
}

/** Paused at `nowMs`, keeping what is left; null when it is not running. */
export function pausedCountdown<T extends Countdown>(countdown: T, nowMs: number): T | null {
  if (countdownPhase(countdown, nowMs) !== 'running') return null;
  return { ...countdown, endsAt: null, pausedRemainingMs: countdownRemainingMs(countdown, nowMs) };
}

/** Back to its full duration, not running. */
export function resetCountdown<T extends Countdown>(countdown: T): T {
  return { ...countdown, endsAt: null, pausedRemainingMs: null };
}

export type CountdownCommand = 'start' | 'pause' | 'reset';

/** What a facilitator's start, pause or reset makes of a countdown; null when it changes nothing. */
export function countdownAfter<T extends Countdown>(
  countdown: T,
  command: CountdownCommand,
  nowMs: number,
): T | null {
  switch (command) {
    case 'start':
      return startedCountdown(countdown, nowMs);
    case 'pause':
      return pausedCountdown(countdown, nowMs);
    case 'reset':
      return resetCountdown(countdown);
    default: {
      const unreachable: never = command;
      throw new Error(`Unknown countdown command ${String(unreachable)}`);
    }
  }
}
