import { type Db, type DbOrTx, orders, paymentAttempts } from '@shop/db';
import { and, eq, inArray } from '@shop/db/orm';
import {
  FINAL_ORDER_STATUSES,
  ORDER_MESSAGES,
  type OrderStatus,
  PAYMENT_MESSAGES,
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
    // Money still to settle: a refund due, or a wallet payment that may yet complete.
    if (order.paymentStatus === 'refund_due' || (await hasOpenPayment(tx, orderId))) {
      throw new AppError('CONFLICT', PAYMENT_MESSAGES.moneyToSettle);
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
        paymentMethod: order.paymentMethod,
        paymentStatus: order.paymentStatus,
        paymentReference: order.paymentReference,
        createdAt: order.createdAt.toISOString(),
      },
    });
    return { success: true, message: ORDER_MESSAGES.orderDeleted };
  });
}

async function hasOpenPayment(db: DbOrTx, orderId: string): Promise<boolean> {
  const [open] = await db
    .select({ id: paymentAttempts.id })
    .from(paymentAttempts)
    .where(
      and(
        eq(paymentAttempts.orderId, orderId),
        inArray(paymentAttempts.status, ['started', 'pending']),
      ),
    )
    .limit(1);
  return open !== undefined;
}
