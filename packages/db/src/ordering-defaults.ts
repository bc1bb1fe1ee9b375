import {
  DEFAULT_DELIVERY_AREAS,
  DEFAULT_LATER_ORDER_SETTINGS,
  DEFAULT_ORDERING_HOURS,
} from '@shop/shared';
import type { Db } from './database.ts';
import { deliveryAreas, orderingSettings } from './schema/index.ts';

/**
 * Gives a database without ordering settings the defaults (docs/product-rules.md#opening-hours):
 * the hours the site has always shown, orders for later on, and the valley's delivery areas,
 * free with no minimum, so that a shop upgraded to hours and areas takes the orders it took
 * before. Runs at every start; only the first finds no settings row, so areas the owner
 * deleted later are not written again.
 */
export async function ensureOrderingSettings(db: Db): Promise<void> {
  await db.transaction(async (tx) => {
    const inserted = await tx
      .insert(orderingSettings)
      .values({ id: 1, hours: DEFAULT_ORDERING_HOURS, laterOrders: DEFAULT_LATER_ORDER_SETTINGS })
      .onConflictDoNothing()
      .returning({ id: orderingSettings.id });
    if (inserted.length === 0) return;
    await tx
      .insert(deliveryAreas)
      .values(DEFAULT_DELIVERY_AREAS.map((area) => ({ name: area.name, places: area.places })))
      .onConflictDoNothing();
  });
}
