import type { DbOrTx } from '@shop/db';
import { orders } from '@shop/db';
import { sql } from '@shop/db/orm';
import {
  type DeliveryEstimateResponse,
  deliveryAreaOf,
  type deliveryEstimateRequestSchema,
  estimateDeliveryTime,
  toNrs,
} from '@shop/shared';
import type { z } from 'zod';
import { areasFromJson, areasJsonSql, kitchenQueueCondition } from './checkout/checkout-facts.ts';
import { areaFacts } from './checkout/decide-checkout.ts';

export type DeliveryEstimateInput = z.output<typeof deliveryEstimateRequestSchema>;

/**
 * The delivery time an order placed now would be given (docs/product-rules.md#delivery-estimate):
 * from the kitchen's queue, plus the extra minutes of the address's area; with the area's fee
 * and minimum order. Pickup has no area, fee or minimum.
 */
export async function estimateDelivery(
  db: DbOrTx,
  request: DeliveryEstimateInput,
  { now = new Date() }: { now?: Date } = {},
): Promise<DeliveryEstimateResponse> {
  const result = (await db.execute(sql`
    SELECT
      (SELECT count(*)::int FROM ${orders} WHERE ${kitchenQueueCondition(now)}) AS queue_length,
      ${areasJsonSql} AS areas`)) as unknown as {
    rows: { queue_length: number; areas: unknown }[];
  };
  const row = result.rows[0];
  const queueLength = Number(row?.queue_length ?? 0);
  const fulfilment = request.fulfilment ?? 'delivery';
  const choice = deliveryAreaOf(areasFromJson(row?.areas), {
    fulfilment,
    areaId: request.delivery_area_id ?? null,
    address: request.address ?? '',
  });
  const area = 'area' in choice ? choice.area : null;
  return {
    estimatedDeliveryTime: estimateDeliveryTime(queueLength, area?.extraMinutes ?? 0),
    queueLength,
    fulfilment,
    deliveryArea: areaFacts(area),
    deliveryFee: area ? toNrs(area.feePaisa) : 0,
    minimumOrder: area ? toNrs(area.minimumOrderPaisa) : 0,
  };
}
