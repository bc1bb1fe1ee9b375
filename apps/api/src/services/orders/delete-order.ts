import { type Db, orders } from '@shop/db';
import { eq } from '@shop/db/orm';
import {
  FINAL_ORDER_STATUSES,
  ORDER_MESSAGES,
  type OrderStatus,
  type SuccessResponse,
} from '@shop/shared';
import { AppError } from '../../lib/app-error.ts';
import { recordActivity } from '../activity/record-activity.ts';
import { findOrderRow } from './order-view.ts';

/*
 * The back office deletes an order for good (with its lines and timeline), and only a closed
 * one (delivered or cancelled): an open order still holds stock and perhaps a coupon use, so it
 * is cancelled first, which gives them back and tells the customer. The audit log keeps what
 * the order was.
 */
export async function deleteOrder(
  db: Db,
  adminId: string,
  orderId: string,
): Promise<SuccessResponse> {
  return db.transaction(async (tx) => {
    const order = await findOrderRow(tx, orderId);
    if (!FINAL_ORDER_STATUSES.includes(order.status as OrderStatus)) {
      throw new AppError('CONFLICT', ORDER_MESSAGES.onlyClosedDelete);
    }
    await tx.delete(orders).where(eq(orders.id, orderId));
    await recordActivity(tx, {
      adminId,
      action: 'order.deleted',
      entityType: 'order',
      entityId: orderId,
      details: {
        status: order.status,
        customerId: order.customerId,
        customerName: order.customerName,
        customerEmail: order.customerEmail,
        totalPaisa: order.totalPaisa,
        couponCode: order.couponCode,
        createdAt: order.createdAt.toISOString(),
      },
    });
    return { success: true, message: ORDER_MESSAGES.orderDeleted };
  });
}
