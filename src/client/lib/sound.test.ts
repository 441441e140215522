import { describe, expect, it } from 'vitest';
import { cueGain, cueTones, playCue } from './sound';

describe('sound', () => {
  it('is silent when the profile turns sound off, whatever the volume', () => {
    expect(cueGain(false, 1)).toBe(0);
    expect(cueGain(true, 0)).toBe(0);
  });

  it('follows the volume and clamps it', () => {
    expect(cueGain(true, 0.5)).toBeCloseTo(cueGain(true, 1) / 2);
    expect(cueGain(true, 7)).toBe(cueGain(true, 1));
    expect(cueGain(true, -1)).toBe(0);
    expect(cueGain(true, Number.NaN)).toBe(0);
    expect(cueGain(true, 1)).toBeLessThanOrEqual(0.3);
  });

  it('has short, audible cues for each moment', () => {
    for (const cue of ['allVoted', 'reveal', 'timerEnd'] as const) {
      const tones = cueTones(cue);
      expect(tones.length).toBeGreaterThan(0);
      for (const tone of tones) {
        expect(tone.frequency).toBeGreaterThan(200);
        expect(tone.frequency).toBeLessThan(2000);
        expect(tone.start + tone.duration).toBeLessThan(1.5);
      }
    }
  });

  it('does nothing where Web Audio is missing', () => {
    expect(() => playCue('reveal', { sound: true, soundVolume: 0.5 })).not.toThrow();
  });
});
