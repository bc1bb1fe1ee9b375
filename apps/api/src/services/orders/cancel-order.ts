import { type Db, orderStatusHistory, orders } from '@shop/db';
import { and, eq, inArray } from '@shop/db/orm';
import { CUSTOMER_CANCELLABLE_STATUSES, ORDER_MESSAGES } from '@shop/shared';
import { AppError } from '../../lib/app-error.ts';
import type { OrderChange } from './order-change.ts';
import { findOwnOrderRow, isOrderId, orderNotFound, orderView } from './order-view.ts';
import { releaseOrder } from './release-order.ts';

/**
 * The customer cancels their own order, only while it is pending or awaiting its payment
 * (docs/product-rules.md#order-statuses):
 * the status change is one conditional update, so an admin confirming at the same moment wins
 * or loses cleanly. Stock and the coupon use are given back in the same transaction.
 */
export async function cancelOwnOrder(
  db: Db,
  customerId: string,
  orderId: string,
  reason: string | null,
): Promise<OrderChange> {
  if (!isOrderId(orderId)) throw orderNotFound();
  return db.transaction(async (tx) => {
    const [row] = await tx
      .update(orders)
      .set({ status: 'cancelled' })
      .where(
        and(
          eq(orders.id, orderId),
          eq(orders.customerId, customerId),
          inArray(orders.status, [...CUSTOMER_CANCELLABLE_STATUSES]),
        ),
      )
      .returning();
    if (!row) {
      await findOwnOrderRow(tx, customerId, orderId);
      throw new AppError('CONFLICT', ORDER_MESSAGES.onlyPendingCancel);
    }
    const [history] = await tx
      .insert(orderStatusHistory)
      .values({ orderId, status: 'cancelled', changedBy: 'customer', notes: reason })
      .returning({ id: orderStatusHistory.id });
    if (!history) throw new Error('the timeline entry was not written');
    const released = await releaseOrder(tx, orderId);
    return {
      order: await orderView(tx, { ...row, ...released }),
      customerId,
      historyId: history.id,
    };
  });
}
