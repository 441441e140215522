// @vitest-environment node
import { describe, expect, it } from 'vitest';
import {
  clockOffsetMs,
  COUNTDOWN_FINISHED_SHOWN_MS,
  durationFromFields,
  formatCountdown,
  shownCountdown,
} from './countdown';

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

describe('shownCountdown', () => {
  const endsAt = '2026-01-01T10:00:00.000Z';
  const ended = { durationMs: 120_000, endsAt, pausedRemainingMs: null };
  const at = (ms: number) => Date.parse(endsAt) + ms;

  it('counts down, then says time is up for a while, then shows the full duration again', () => {
    expect(shownCountdown(ended, at(-5_000))).toEqual({ phase: 'running', ms: 5_000 });
    expect(shownCountdown(ended, at(1_000))).toEqual({ phase: 'finished', ms: 0 });
    expect(shownCountdown(ended, at(COUNTDOWN_FINISHED_SHOWN_MS - 1))).toEqual({ phase: 'finished', ms: 0 });
    expect(shownCountdown(ended, at(COUNTDOWN_FINISHED_SHOWN_MS))).toEqual({ phase: 'idle', ms: 120_000 });
  });

  it('shows a paused or idle countdown as it is', () => {
    expect(shownCountdown({ ...ended, endsAt: null, pausedRemainingMs: 30_000 }, at(0))).toEqual({
      phase: 'paused',
      ms: 30_000,
    });
    expect(shownCountdown({ ...ended, endsAt: null }, at(0))).toEqual({ phase: 'idle', ms: 120_000 });
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
