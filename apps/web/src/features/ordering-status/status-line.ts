import type { OrderingStatus } from '@shop/shared';

/** What the status line says, before words: the mode and the instant that goes with it. */
export type StatusLine =
  | { kind: 'open'; closesAt?: string }
  | { kind: 'closed'; opensAt?: string }
  | { kind: 'pausedFor'; minutes: number; reason: string }
  | { kind: 'pausedUntil'; resumesAt: string; reason: string }
  | { kind: 'pausedUntilResumed'; reason: string };

/** A pause that ends within this long is said in minutes ('Paused for 30 minutes'). */
const MINUTES_SAID_UP_TO = 120;

/** The line of a fulfilment's status at `now` (the instant the status is of). */
export function statusLineOf(status: OrderingStatus, now: string): StatusLine {
  if (status.mode === 'open') return { kind: 'open', closesAt: status.closesAt };
  if (status.mode === 'closed') return { kind: 'closed', opensAt: status.opensAt };
  const reason = status.reason ?? '';
  if (!status.resumesAt) return { kind: 'pausedUntilResumed', reason };
  const minutes = Math.max(
    1,
    Math.ceil((new Date(status.resumesAt).getTime() - new Date(now).getTime()) / 60_000),
  );
  return minutes <= MINUTES_SAID_UP_TO
    ? { kind: 'pausedFor', minutes, reason }
    : { kind: 'pausedUntil', resumesAt: status.resumesAt, reason };
}
