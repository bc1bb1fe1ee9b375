import { couponRedemptions, coupons, type DbOrTx } from '@shop/db';
import { eq, sql } from '@shop/db/orm';

/** Gives back the use an order made of its coupon (the order was cancelled). */
export async function releaseCouponUse(db: DbOrTx, orderId: string): Promise<void> {
  const released = await db
    .delete(couponRedemptions)
    .where(eq(couponRedemptions.orderId, orderId))
    .returning({ couponId: couponRedemptions.couponId });
  for (const { couponId } of released) {
    await db
      .update(coupons)
      .set({ usedCount: sql`greatest(${coupons.usedCount} - 1, 0)` })
      .where(eq(coupons.id, couponId));
  }
}
