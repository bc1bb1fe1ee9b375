import { type DbOrTx, orderLines, orders } from '@shop/db';
import { and, eq, isNotNull, sql } from '@shop/db/orm';
import { releaseCouponUse } from '../coupons/release-coupon-use.ts';
import { returnStock } from './stock.ts';

/**
 * What a cancelled order gives back: its coupon use (the redemption goes, the count drops), its
 * meals' stock and sold quantity, and a wallet payment taken (a refund due). The coupon row first, then the meals in id order: the
 * order checkout takes them in, so the two never deadlock.
 */
export async function releaseOrder(db: DbOrTx, orderId: string): Promise<ReleasedPayment> {
  await releaseCouponUse(db, orderId);
  // The money: a payment taken is now due back (the owner refunds it); one under way is not.
  const [payment] = await db
    .update(orders)
    .set({
      paymentStatus: sql`CASE ${orders.paymentStatus} WHEN 'paid' THEN 'refund_due' WHEN 'pending' THEN 'unpaid' ELSE ${orders.paymentStatus} END`,
      payBy: null,
    })
    .where(eq(orders.id, orderId))
    .returning({ paymentStatus: orders.paymentStatus, payBy: orders.payBy });
  const lines = await db
    .select({ mealId: orderLines.mealId, quantity: orderLines.quantity })
    .from(orderLines)
    .where(and(eq(orderLines.orderId, orderId), isNotNull(orderLines.mealId)));
  await returnStock(
    db,
    lines.flatMap((line) =>
      line.mealId === null ? [] : [{ mealId: line.mealId, quantity: line.quantity }],
    ),
  );
  if (!payment) throw new Error('the cancelled order was not found');
  return payment;
}

/** The order's payment as the cancellation left it: merge it into the row the view is made of. */
export interface ReleasedPayment {
  paymentStatus: string;
  payBy: Date | null;
}
