import type { OrderStatus, StatusActor } from '@shop/shared';
import { addMinutes, MINUTE } from './calendar.ts';
import type { Random } from './random.ts';

export interface TimelineEntry {
  status: OrderStatus;
  at: Date;
  by: StatusActor;
  notes: string | null;
}

/** The path of an order that goes all the way, with typical minutes spent before each step. */
const FORWARD: readonly (readonly [OrderStatus, min: number, max: number])[] = [
  ['confirmed', 1, 6],
  ['preparing', 2, 8],
  ['ready', 8, 18],
  ['out_for_delivery', 2, 7],
  ['delivered', 12, 28],
];

const CANCEL_REASONS = [
  'Customer unreachable by phone',
  'Address outside the delivery area',
  'Kitchen closed early because of a power cut',
  'Duplicate order',
] as const;

/** Every step an order went through, from 'pending' (set by the system) to `status`. */
export function timelineTo(status: OrderStatus, createdAt: Date, random: Random): TimelineEntry[] {
  const entries: TimelineEntry[] = [
    { status: 'pending', at: createdAt, by: 'system', notes: null },
  ];
  let at = createdAt;
  for (const [next, min, max] of FORWARD) {
    if (entries.at(-1)?.status === status) break;
    at = addMinutes(at, random.int(min, max) + random.next());
    entries.push({ status: next, at, by: 'admin', notes: null });
  }
  return entries;
}

/** A cancelled order: by the customer while pending, or by the restaurant after confirming. */
export function cancelledTimeline(createdAt: Date, random: Random): TimelineEntry[] {
  const pending: TimelineEntry = { status: 'pending', at: createdAt, by: 'system', notes: null };
  if (random.chance(0.5)) {
    const at = addMinutes(createdAt, random.int(1, 5));
    return [pending, { status: 'cancelled', at, by: 'customer', notes: 'Cancelled by customer' }];
  }
  const confirmed = addMinutes(createdAt, random.int(1, 5));
  return [
    pending,
    { status: 'confirmed', at: confirmed, by: 'admin', notes: null },
    {
      status: 'cancelled',
      at: addMinutes(confirmed, random.int(3, 15)),
      by: 'admin',
      notes: random.pick(CANCEL_REASONS),
    },
  ];
}

/** A live order's steps squeezed between its creation and a moment before `now`. */
export function liveTimeline(status: OrderStatus, createdAt: Date, now: Date, random: Random) {
  const entries = timelineTo(status, createdAt, random);
  const span = now.getTime() - MINUTE / 2 - createdAt.getTime();
  const natural = (entries.at(-1)?.at.getTime() ?? createdAt.getTime()) - createdAt.getTime();
  const squeeze = natural > span ? span / natural : 1;
  return entries.map((entry) => ({
    ...entry,
    at: new Date(createdAt.getTime() + (entry.at.getTime() - createdAt.getTime()) * squeeze),
  }));
}

/** The status an order in the kitchen has reached after `ageMinutes`. */
export function liveStatusAt(ageMinutes: number): OrderStatus {
  if (ageMinutes < 10) return 'pending';
  if (ageMinutes < 18) return 'confirmed';
  if (ageMinutes < 35) return 'preparing';
  if (ageMinutes < 45) return 'ready';
  return 'out_for_delivery';
}
