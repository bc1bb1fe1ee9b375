/*
 * The new-order sound: two short rising notes made with the Web Audio API, so there is no file
 * to download. Browsers start audio only after the person has interacted with the page:
 * `unlockAlertTone` is called on the first tap or key press, and a tone before that is skipped.
 */

let context: AudioContext | null = null;

function audioContext(): AudioContext | null {
  const Context = globalThis.AudioContext;
  if (!Context) return null;
  context ??= new Context();
  return context;
}

/** Lets later tones play: call from a user gesture. */
export function unlockAlertTone(): void {
  void audioContext()
    ?.resume()
    .catch(() => undefined);
}

const NOTES = [
  { frequency: 880, start: 0 },
  { frequency: 1318.5, start: 0.16 },
];
const NOTE_SECONDS = 0.14;

/** Plays the tone once, quietly; does nothing where audio is unavailable or still locked. */
export function playAlertTone(): void {
  const audio = audioContext();
  if (audio?.state !== 'running') return;
  const now = audio.currentTime;
  for (const note of NOTES) {
    const oscillator = audio.createOscillator();
    const gain = audio.createGain();
    oscillator.type = 'sine';
    oscillator.frequency.value = note.frequency;
    const start = now + note.start;
    gain.gain.setValueAtTime(0.0001, start);
    gain.gain.exponentialRampToValueAtTime(0.25, start + 0.02);
    gain.gain.exponentialRampToValueAtTime(0.0001, start + NOTE_SECONDS);
    oscillator.connect(gain).connect(audio.destination);
    oscillator.start(start);
    oscillator.stop(start + NOTE_SECONDS + 0.02);
  }
}
