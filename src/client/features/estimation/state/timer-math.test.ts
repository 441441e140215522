import { describe, expect, it } from 'vitest';
import type { TimerState } from '../../../../shared/protocol/room-view';
import {
  clockOffsetMs,
  durationFromFields,
  formatCountdown,
  timerPhase,
  timerRemainingMs,
} from './timer-math';

const idle: TimerState = { durationMs: 120_000, endsAt: null, pausedRemainingMs: null, revealOnEnd: false };
const at = (iso: string) => Date.parse(iso);

describe('clockOffsetMs', () => {
  it('compares the server time with the middle of the round trip', () => {
    expect(
      clockOffsetMs(
        '2026-01-01T00:00:10.000Z',
        at('2026-01-01T00:00:00.000Z'),
        at('2026-01-01T00:00:02.000Z'),
      ),
    ).toBe(9_000);
  });

  it('is zero when the server time cannot be read', () => {
    expect(clockOffsetMs('nonsense', 0, 10)).toBe(0);
  });
});

describe('timerRemainingMs', () => {
  it('shows the full duration when idle and what was left when paused', () => {
    expect(timerRemainingMs(idle, 0, 0)).toBe(120_000);
    expect(timerRemainingMs({ ...idle, pausedRemainingMs: 42_000 }, 0, 0)).toBe(42_000);
  });

  it('counts down to the server end time, corrected for a clock that runs behind', () => {
    const running = { ...idle, endsAt: '2026-01-01T00:01:00.000Z' };
    // This browser's clock is 5 s behind the server's: its 00:00:25 is the server's 00:00:30.
    expect(timerRemainingMs(running, at('2026-01-01T00:00:25.000Z'), 5_000)).toBe(30_000);
    expect(timerRemainingMs(running, at('2026-01-01T00:02:00.000Z'), 5_000)).toBe(0);
  });

  it('gives a late joiner the same remaining time as everyone else', () => {
    const running = { ...idle, endsAt: '2026-01-01T00:01:00.000Z' };
    const early = timerRemainingMs(running, at('2026-01-01T00:00:40.000Z'), 0);
    const lateWithFastClock = timerRemainingMs(running, at('2026-01-01T00:00:43.000Z'), -3_000);
    expect(lateWithFastClock).toBe(early);
  });
});

describe('timerPhase', () => {
  it('tells idle, running, paused and finished apart', () => {
    const now = at('2026-01-01T00:00:30.000Z');
    expect(timerPhase(idle, now, 0)).toBe('idle');
    expect(timerPhase({ ...idle, pausedRemainingMs: 1_000 }, now, 0)).toBe('paused');
    expect(timerPhase({ ...idle, endsAt: '2026-01-01T00:01:00.000Z' }, now, 0)).toBe('running');
    expect(timerPhase({ ...idle, endsAt: '2026-01-01T00:00:10.000Z' }, now, 0)).toBe('finished');
  });
});

describe('formatCountdown', () => {
  it('rounds up to whole seconds', () => {
    expect(formatCountdown(0)).toBe('0:00');
    expect(formatCountdown(1)).toBe('0:01');
    expect(formatCountdown(59_001)).toBe('1:00');
    expect(formatCountdown(600_000)).toBe('10:00');
    expect(formatCountdown(-5)).toBe('0:00');
  });
});

describe('durationFromFields', () => {
  it('reads minutes and seconds', () => {
    expect(durationFromFields('2', '30')).toBe(150_000);
    expect(durationFromFields('', '45')).toBe(45_000);
    expect(durationFromFields('7', '')).toBe(420_000);
  });

  it('refuses nonsense', () => {
    expect(durationFromFields('', '')).toBeNull();
    expect(durationFromFields('1', '60')).toBeNull();
    expect(durationFromFields('-1', '0')).toBeNull();
    expect(durationFromFields('1.5', '0')).toBeNull();
    expect(durationFromFields('abc', '0')).toBeNull();
  });
});
