import type { DbOrTx } from '@shop/db';
import {
  laterSlotDays,
  laterSlots,
  type OrderingSlotsQuery,
  type OrderingSlotsResponse,
  restaurantDay,
} from '@shop/shared';
import { readOrderingFacts, readSlotsTaken, slotFactsOf } from './ordering-facts.ts';

/**
 * GET /api/ordering/slots (docs/product-rules.md#orders-for-later): one restaurant day's slots
 * with room at `now` (today when no date is asked), and every day that has one.
 */
export async function readOrderingSlots(
  db: DbOrTx,
  query: OrderingSlotsQuery,
  now: Date,
): Promise<OrderingSlotsResponse> {
  const [facts, taken] = await Promise.all([readOrderingFacts(db, now), readSlotsTaken(db, now)]);
  const slotFacts = slotFactsOf(facts, query.type, taken);
  const date = query.date ?? restaurantDay(now);
  const days = laterSlotDays(facts.laterOrders, now).filter(
    (day) => laterSlots(slotFacts, day, now).length > 0,
  );
  return { type: query.type, date, days, slots: laterSlots(slotFacts, date, now) };
}
