import { renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { playCue } from '../../../lib/sound';
import { makeRoom, makeRoomContext } from '../state/room-fixtures';
import { useRoomSounds } from './use-room-sounds';

vi.mock('../../../lib/sound', () => ({ playCue: vi.fn(), unlockSound: vi.fn() }));

const profile = { sound: true, soundVolume: 50 };
const START = Date.parse('2026-01-01T10:00:00.000Z');

describe('the room’s sounds when the countdown ends', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    vi.setSystemTime(START);
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.mocked(playCue).mockClear();
  });

  const running = (revealOnEnd: boolean) =>
    makeRoom({
      timer: {
        durationMs: 10_000,
        endsAt: new Date(START + 10_000).toISOString(),
        pausedRemainingMs: null,
        revealOnEnd,
      },
    });
  const cues = () => vi.mocked(playCue).mock.calls.map(([cue]) => cue);

  it('chimes when time is up', () => {
    const room = running(false);
    renderHook(() => useRoomSounds(makeRoomContext(room, 'ann'), profile));
    vi.advanceTimersByTime(10_000);
    expect(cues()).toEqual(['timerEnd']);
  });

  it('plays only the reveal when the countdown reveals the cards, not both at once', () => {
    const room = running(true);
    const { rerender } = renderHook(({ view }) => useRoomSounds(makeRoomContext(view, 'ann'), profile), {
      initialProps: { view: room },
    });
    vi.advanceTimersByTime(10_000);
    rerender({ view: { ...room, round: { ...room.round, isShow: true }, version: room.version + 1 } });
    expect(cues()).toEqual(['reveal']);
  });
});
