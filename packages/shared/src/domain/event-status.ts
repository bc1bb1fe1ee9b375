/**
 * An event's status as the back office shows it (docs/product-rules.md#events-and-coupons):
 * inactive when switched off, upcoming before its start, expired after its end, otherwise active.
 * Start and end themselves count as running, as the shop's active events do (GET
 * /api/events/active).
 */
export const EVENT_STATUSES = ['active', 'upcoming', 'expired', 'inactive'] as const;
export type EventStatus = (typeof EVENT_STATUSES)[number];

export interface EventTiming {
  isActive: boolean;
  startDate: Date;
  endDate: Date;
}

export function eventStatus(event: EventTiming, now: Date): EventStatus {
  if (!event.isActive) return 'inactive';
  if (now < event.startDate) return 'upcoming';
  if (now > event.endDate) return 'expired';
  return 'active';
}
