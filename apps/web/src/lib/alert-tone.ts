/*
 * The alert sounds of the staff screens (the back office's new-order tone, the kitchen display's
 * chime): short notes made with the Web Audio API, so there is no file to download. Browsers
 * start audio only after the person has interacted with the page: `unlockAlertTone` is called
 * from a tap or key press, and a tone before that is skipped.
 */

let context: AudioContext | null = null;

function audioContext(): AudioContext | null {
  const Context = globalThis.AudioContext;
  if (!Context) return null;
  context ??= new Context();
  return context;
}

/** Lets later tones play: call from a user gesture. Resolves whether sound can now play. */
export async function unlockAlertTone(): Promise<boolean> {
  const audio = audioContext();
  if (!audio) return false;
  await audio.resume().catch(() => undefined);
  return audio.state === 'running';
}

/** Whether a tone would be heard now (audio exists and a gesture has unlocked it). */
export function alertToneUnlocked(): boolean {
  return context?.state === 'running';
}

export interface AlertTone {
  notes: readonly { frequency: number; start: number }[];
  /** Each note's length, seconds. */
  noteSeconds: number;
  /** The peak gain, 0 to 1. */
  volume: number;
}

/** The back office's new-order tone: two short rising notes, quietly. */
export const NEW_ORDER_TONE: AlertTone = {
  notes: [
    { frequency: 880, start: 0 },
    { frequency: 1318.5, start: 0.16 },
  ],
  noteSeconds: 0.14,
  volume: 0.25,
};

/** Plays the tone once; does nothing where audio is unavailable or still locked. */
export function playAlertTone(tone: AlertTone = NEW_ORDER_TONE): void {
  const audio = audioContext();
  if (audio?.state !== 'running') return;
  const now = audio.currentTime;
  for (const note of tone.notes) {
    const oscillator = audio.createOscillator();
    const gain = audio.createGain();
    oscillator.type = 'sine';
    oscillator.frequency.value = note.frequency;
    const start = now + note.start;
    gain.gain.setValueAtTime(0.0001, start);
    gain.gain.exponentialRampToValueAtTime(tone.volume, start + 0.02);
    gain.gain.exponentialRampToValueAtTime(0.0001, start + tone.noteSeconds);
    oscillator.connect(gain).connect(audio.destination);
    oscillator.start(start);
    oscillator.stop(start + tone.noteSeconds + 0.02);
  }
}
