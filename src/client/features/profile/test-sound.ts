import { cueGain, cueTones } from '../../lib/sound';

type AudioContextClass = typeof AudioContext;

/**
 * Plays the room's reveal cue at the chosen volume (0..1), with the same tones and loudness the
 * room uses, so the test sounds like the real thing. It makes its own context inside the click,
 * which browsers allow to start at once; false when the browser has no Web Audio.
 */
export function playTestSound(volume: number): boolean {
  const Context =
    window.AudioContext ??
    (window as unknown as { webkitAudioContext?: AudioContextClass }).webkitAudioContext;
  if (!Context) return false;
  const gain = cueGain(true, volume);
  if (gain === 0) return true;
  const context = new Context();
  const now = context.currentTime;
  let last = now;
  for (const tone of cueTones('reveal')) {
    const oscillator = context.createOscillator();
    const envelope = context.createGain();
    const start = now + tone.start;
    const end = start + tone.duration;
    oscillator.type = 'sine';
    oscillator.frequency.value = tone.frequency;
    // A quick attack and an exponential release avoid clicks.
    envelope.gain.setValueAtTime(0.0001, start);
    envelope.gain.exponentialRampToValueAtTime(gain, start + 0.02);
    envelope.gain.exponentialRampToValueAtTime(0.0001, end);
    oscillator.connect(envelope).connect(context.destination);
    oscillator.start(start);
    oscillator.stop(end + 0.05);
    last = Math.max(last, end + 0.05);
  }
  window.setTimeout(() => void context.close(), (last - now) * 1000 + 100);
  return true;
}
