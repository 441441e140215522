import {
  countdownPhase,
  countdownRemainingMs,
  type Countdown,
  type CountdownPhase,
} from '../../../shared/domain/countdown';

/**
 * Server clock minus local clock. The server stamped its time somewhere between our request and
 * its answer, so the midpoint of the round trip is the best local moment to compare it with.
 */
export function clockOffsetMs(serverTime: string, sentAt: number, receivedAt: number): number {
  const server = Date.parse(serverTime);
  if (Number.isNaN(server)) return 0;
  return server - (sentAt + receivedAt) / 2;
}

/** m:ss, counting whole seconds up, so 0:00 only shows when the time is really up. */
export function formatCountdown(ms: number): string {
  const totalSeconds = Math.max(0, Math.ceil(ms / 1000));
  const minutes = Math.floor(totalSeconds / 60);
  const seconds = totalSeconds % 60;
  return `${minutes}:${String(seconds).padStart(2, '0')}`;
}

export const COUNTDOWN_PRESET_MINUTES = [1, 2, 3, 5, 10] as const;

/** Minutes and seconds typed by a person, as a duration; null when the fields make no sense. */
export function durationFromFields(minutes: string, seconds: string): number | null {
  const m = minutes.trim() === '' ? 0 : Number(minutes);
  const s = seconds.trim() === '' ? 0 : Number(seconds);
  if (!Number.isInteger(m) || !Number.isInteger(s) || m < 0 || s < 0 || s > 59) return null;
  const ms = (m * 60 + s) * 1000;
  return ms > 0 ? ms : null;
}

/** How long a countdown that ran out says so, before it goes back to showing its full duration. */
export const COUNTDOWN_FINISHED_SHOWN_MS = 60_000;

/**
 * What a countdown shows at `nowMs`: "time's up" for a minute once it ran out, then its full
 * duration again, as if reset, so a meeting does not carry a red 0:00 for the rest of its hour.
 */
export function shownCountdown(countdown: Countdown, nowMs: number): { phase: CountdownPhase; ms: number } {
  const phase = countdownPhase(countdown, nowMs);
  if (phase === 'finished' && nowMs - Date.parse(countdown.endsAt!) >= COUNTDOWN_FINISHED_SHOWN_MS) {
    return { phase: 'idle', ms: countdown.durationMs };
  }
  return { phase, ms: countdownRemainingMs(countdown, nowMs) };
}
