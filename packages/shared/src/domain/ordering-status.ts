import type { OrderingStatus } from '../contracts/ordering.ts';
import { activePause } from './busy-pause.ts';
import { hasLaterSlot, type LaterSlotFacts } from './later-slots.ts';
import { isWithinHours, nextOpening, openingAt } from './opening-hours.ts';

/**
 * Whether one fulfilment (delivery or pickup) takes orders at `now`
 * (docs/decisions/052-restaurant-time.md#the-status):
 * - paused while a busy pause holds and the hours are open, or would open before it ends;
 *   `resumesAt` when it ends by itself, `opensAt` the first instant orders are taken after it;
 * - else open inside the hours, with `closesAt` (none when it does not close within 14 days);
 * - else closed, with `opensAt` when an opening comes within 14 days.
 * `laterOrders`: orders for later are on and a slot can be chosen now.
 */
export function orderingStatus(facts: LaterSlotFacts, now: Date): OrderingStatus {
  const { hours } = facts;
  const laterOrders = hasLaterSlot(facts, now);
  const opening = openingAt(hours, now);
  const pause = activePause(facts.pause, hours, now);
  const next = opening ? undefined : nextOpening(hours, now);
  const pauseOutlastsClosing =
    pause && (pause.endsAt === null || (next !== undefined && pause.endsAt > next));
  if (pause && (opening || pauseOutlastsClosing)) {
    const status: OrderingStatus = {
      accepting: false,
      mode: 'paused',
      reason: pause.pause.reason,
      laterOrders,
    };
    if (pause.endsAt) {
      status.resumesAt = pause.endsAt.toISOString();
      const opensAt = isWithinHours(hours, pause.endsAt)
        ? pause.endsAt
        : nextOpening(hours, pause.endsAt);
      if (opensAt) status.opensAt = opensAt.toISOString();
    }
    return status;
  }
  if (opening) {
    const open: OrderingStatus = { accepting: true, mode: 'open', laterOrders };
    if (Number.isFinite(opening.end)) open.closesAt = new Date(opening.end).toISOString();
    return open;
  }
  const closed: OrderingStatus = { accepting: false, mode: 'closed', laterOrders };
  if (next) closed.opensAt = next.toISOString();
  return closed;
}
