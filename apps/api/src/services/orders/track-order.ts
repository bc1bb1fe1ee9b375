import type { DbOrTx } from '@shop/db';
import type { OrderTrackingResponse } from '@shop/shared';
import { getOwnOrder } from './get-order.ts';

/** Where the caller's order is: its status, its timeline and its estimated delivery. */
export async function trackOwnOrder(
  db: DbOrTx,
  customerId: string,
  orderId: string,
): Promise<OrderTrackingResponse> {
  const order = await getOwnOrder(db, customerId, orderId);
  return {
    orderId: order.id,
    status: order.status,
    timeline: order.timeline,
    estimatedDeliveryTime: order.estimatedDeliveryTime,
    fulfilment: order.fulfilment,
    scheduledFor: order.scheduledFor,
    readyBy: order.readyBy,
    rejectionReason: order.rejectionReason,
  };
}
