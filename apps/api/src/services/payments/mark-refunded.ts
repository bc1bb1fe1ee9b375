import { type Db, orders } from '@shop/db';
import { and, eq } from '@shop/db/orm';
import { type AdminOrderDetail, PAYMENT_MESSAGES, toNrs } from '@shop/shared';
import { AppError } from '../../lib/app-error.ts';
import { recordActivity } from '../activity/record-activity.ts';
import { getAdminOrder } from '../admin-orders/get-order.ts';
import { isOrderId, orderNotFound } from '../orders/order-view.ts';

/**
 * The owner gave a cancelled order's payment back (docs/product-rules.md#wallet-payments): no
 * money moves from the shop by itself, so the refund due stays on the order until the owner
 * records it here, with the audit log naming who, how much, and the wallet's reference.
 */
export async function markRefunded(
  db: Db,
  adminId: string,
  orderId: string,
): Promise<AdminOrderDetail> {
  if (!isOrderId(orderId)) throw orderNotFound();
  await db.transaction(async (tx) => {
    const [row] = await tx
      .update(orders)
      .set({ paymentStatus: 'refunded', refundedAt: new Date(), refundedBy: adminId })
      .where(and(eq(orders.id, orderId), eq(orders.paymentStatus, 'refund_due')))
      .returning({
        totalPaisa: orders.totalPaisa,
        paymentMethod: orders.paymentMethod,
        paymentReference: orders.paymentReference,
      });
    if (!row) {
      await getAdminOrder(tx, orderId);
      throw new AppError('CONFLICT', PAYMENT_MESSAGES.onlyRefundDue);
    }
    await recordActivity(tx, {
      adminId,
      action: 'order.refunded',
      entityType: 'order',
      entityId: orderId,
      details: {
        amount: toNrs(row.totalPaisa),
        wallet: row.paymentMethod,
        reference: row.paymentReference,
      },
    });
  });
  return getAdminOrder(db, orderId);
}
