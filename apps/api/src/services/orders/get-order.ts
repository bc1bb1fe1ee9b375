import type { DbOrTx } from '@shop/db';
import type { Order } from '@shop/shared';
import { findOwnOrderRow, orderView } from './order-view.ts';

/** The caller's own order; 404 for anyone else's, an unknown id or a malformed one. */
export async function getOwnOrder(db: DbOrTx, customerId: string, orderId: string): Promise<Order> {
  return orderView(db, await findOwnOrderRow(db, customerId, orderId));
}
