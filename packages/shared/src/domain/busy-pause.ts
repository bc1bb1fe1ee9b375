import type { BusyPause } from '../contracts/ordering.ts';
import { type Hours, nextOpening } from './opening-hours.ts';

/**
 * When a busy pause ends by itself: its `until`; for a pause until the next opening, the first
 * opening of these hours after the pause started (so pausing while open stops the rest of that
 * opening). `null`: it lasts until the owner resumes (or no opening comes within the search).
 */
export function pauseEndsAt(pause: BusyPause, hours: Hours): Date | null {
  if (pause.ends === 'until') return pause.until ? new Date(pause.until) : null;
  if (pause.ends === 'next-opening') return nextOpening(hours, new Date(pause.startedAt)) ?? null;
  return null;
}

/**
 * The pause that holds at `now`, with its end, or undefined: a pause that has ended by itself
 * no longer counts, whether or not anyone removed it.
 */
export function activePause(
  pause: BusyPause | null | undefined,
  hours: Hours,
  now: Date,
): { pause: BusyPause; endsAt: Date | null } | undefined {
  if (!pause) return undefined;
  const endsAt = pauseEndsAt(pause, hours);
  if (endsAt !== null && now.getTime() >= endsAt.getTime()) return undefined;
  return { pause, endsAt };
}
