/** Soft cues synthesised with Web Audio: no audio files to download or cache. */
export type SoundCue = 'allVoted' | 'reveal' | 'timerEnd';

export interface Tone {
  /** Hz */
  frequency: number;
  /** Seconds after the cue starts. */
  start: number;
  /** Seconds. */
  duration: number;
}

const CUES: Record<SoundCue, readonly Tone[]> = {
  // A gentle rising third: "ready".
  allVoted: [
    { frequency: 523.25, start: 0, duration: 0.18 },
    { frequency: 659.25, start: 0.12, duration: 0.24 },
  ],
  // A small arpeggio for the cards turning over.
  reveal: [
    { frequency: 523.25, start: 0, duration: 0.16 },
    { frequency: 659.25, start: 0.09, duration: 0.16 },
    { frequency: 783.99, start: 0.18, duration: 0.3 },
  ],
  // Three soft chimes: time is up.
  timerEnd: [
    { frequency: 880, start: 0, duration: 0.22 },
    { frequency: 880, start: 0.3, duration: 0.22 },
    { frequency: 659.25, start: 0.6, duration: 0.45 },
  ],
};

export function cueTones(cue: SoundCue): readonly Tone[] {
  return CUES[cue];
}

/** Loud enough to notice at volume 1, never harsh. */
const MAX_GAIN = 0.25;

/** The peak gain for the profile's settings: silent when sound is off, the volume clamped to 0..1. */
export function cueGain(soundOn: boolean, volume: number): number {
  if (!soundOn || !Number.isFinite(volume)) return 0;
  return Math.min(1, Math.max(0, volume)) * MAX_GAIN;
}

type AudioContextConstructor = typeof AudioContext;

let context: AudioContext | null = null;

function audioContext(): AudioContext | null {
  if (context) return context;
  const Ctor: AudioContextConstructor | undefined =
    window.AudioContext ??
    (window as unknown as { webkitAudioContext?: AudioContextConstructor }).webkitAudioContext;
  if (!Ctor) return null;
  context = new Ctor();
  return context;
}

/**
 * Browsers keep audio suspended until the page is used; calling this from any click or key press
 * lets later cues (fired by other people's actions) be heard.
 */
export function unlockSound(): void {
  const ctx = audioContext();
  if (ctx?.state === 'suspended') void ctx.resume().catch(() => undefined);
}

export function playCue(cue: SoundCue, settings: { sound: boolean; soundVolume: number }): void {
  const gain = cueGain(settings.sound, settings.soundVolume);
  if (gain === 0) return;
  const ctx = audioContext();
  if (!ctx || ctx.state !== 'running') return;
  const now = ctx.currentTime;
  for (const tone of cueTones(cue)) {
    const oscillator = ctx.createOscillator();
    const envelope = ctx.createGain();
    oscillator.type = 'sine';
    oscillator.frequency.value = tone.frequency;
    const start = now + tone.start;
    const end = start + tone.duration;
    // A quick attack and an exponential release: a soft "ding" without clicks.
    envelope.gain.setValueAtTime(0.0001, start);
    envelope.gain.exponentialRampToValueAtTime(gain, start + 0.02);
    envelope.gain.exponentialRampToValueAtTime(0.0001, end);
    oscillator.connect(envelope).connect(ctx.destination);
    oscillator.start(start);
    oscillator.stop(end + 0.05);
  }
}
