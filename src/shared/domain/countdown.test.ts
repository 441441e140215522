import { describe, expect, it } from 'vitest';
import {
  countdownPhase,
  countdownRemainingMs,
  pausedCountdown,
  resetCountdown,
  startedCountdown,
  type Countdown,
} from './countdown';

const idle: Countdown = { durationMs: 120_000, endsAt: null, pausedRemainingMs: null };
const at = (iso: string) => Date.parse(iso);

describe('countdown', () => {
  it('shows the full duration when idle and what was left when paused', () => {
    expect(countdownRemainingMs(idle, 0)).toBe(120_000);
    expect(countdownRemainingMs({ ...idle, pausedRemainingMs: 42_000 }, 0)).toBe(42_000);
  });

  it('counts down to the end time and never below zero', () => {
    const running = { ...idle, endsAt: '2026-01-01T00:01:00.000Z' };
    expect(countdownRemainingMs(running, at('2026-01-01T00:00:30.000Z'))).toBe(30_000);
    expect(countdownRemainingMs(running, at('2026-01-01T00:02:00.000Z'))).toBe(0);
  });

  it('tells idle, running, paused and finished apart', () => {
    const now = at('2026-01-01T00:00:30.000Z');
    expect(countdownPhase(idle, now)).toBe('idle');
    expect(countdownPhase({ ...idle, pausedRemainingMs: 1_000 }, now)).toBe('paused');
    expect(countdownPhase({ ...idle, endsAt: '2026-01-01T00:01:00.000Z' }, now)).toBe('running');
    expect(countdownPhase({ ...idle, endsAt: '2026-01-01T00:00:10.000Z' }, now)).toBe('finished');
  });

  it('starts, pauses with what is left, resumes from there and resets', () => {
    const start = at('2026-01-01T00:00:00.000Z');
    const running = startedCountdown(idle, start)!;
    expect(running.endsAt).toBe('2026-01-01T00:02:00.000Z');
    expect(startedCountdown(running, start + 1_000)).toBeNull();
    const paused = pausedCountdown(running, start + 20_000)!;
    expect(paused).toEqual({ ...idle, pausedRemainingMs: 100_000 });
    expect(pausedCountdown(paused, start + 30_000)).toBeNull();
    expect(startedCountdown(paused, start + 60_000)!.endsAt).toBe('2026-01-01T00:02:40.000Z');
    expect(resetCountdown(running)).toEqual(idle);
  });

  it('keeps what a kind adds to it', () => {
    const withReveal = { ...idle, revealOnEnd: true };
    expect(startedCountdown(withReveal, 0)!.revealOnEnd).toBe(true);
  });

  it('starts again from the full duration once a countdown has finished', () => {
    const finished = { ...idle, endsAt: '2026-01-01T00:00:10.000Z' };
    expect(startedCountdown(finished, at('2026-01-01T00:00:30.000Z'))!.endsAt).toBe(
      '2026-01-01T00:02:30.000Z',
    );
  });
});
