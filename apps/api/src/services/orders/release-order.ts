import { type DbOrTx, orderLines } from '@shop/db';
import { and, eq, isNotNull } from '@shop/db/orm';
import { releaseCouponUse } from '../coupons/release-coupon-use.ts';
import { returnStock } from './stock.ts';

/**
 * What a cancelled order gives back: its coupon use (the redemption goes, the count drops) and
 * its meals' stock and sold quantity. The coupon row first, then the meals in id order: the
 * order checkout takes them in, so the two never deadlock.
 */
export async function releaseOrder(db: DbOrTx, orderId: string): Promise<void> {
  await releaseCouponUse(db, orderId);
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
}
