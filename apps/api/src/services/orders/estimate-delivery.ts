import type { DbOrTx } from '@shop/db';
import { type DeliveryEstimateResponse, estimateDeliveryTime } from '@shop/shared';
import { countKitchenQueue } from './checkout-facts.ts';

/**
 * The delivery time an order placed now would be given, from the kitchen's queue. The address
 * and items do not change it today: every address is in the delivery area and the kitchen's
 * pace is per order (docs/product-rules.md#delivery-estimate).
 */
export async function estimateDelivery(
  db: DbOrTx,
  { now = new Date() }: { now?: Date } = {},
): Promise<DeliveryEstimateResponse> {
  const queueLength = await countKitchenQueue(db, now);
  return { estimatedDeliveryTime: estimateDeliveryTime(queueLength), queueLength };
}
