import { coupons, type Db, events, orders } from '@shop/db';
import { eq, sql } from '@shop/db/orm';
import { PROMOTION_MESSAGES, type SuccessResponse } from '@shop/shared';
import { AppError } from '../../lib/app-error.ts';
import { findCouponRow, readAdminCoupon } from './coupon-view.ts';
import { recordPromotionChange } from './record-promotion-change.ts';

/**
 * Deletes a coupon that was never used and that no event advertises. A used coupon is refused
 * with 409 (deactivate it instead): its redemptions and the orders that name it are history.
 */
export async function deleteCoupon(db: Db, adminId: string, id: number): Promise<SuccessResponse> {
  return db.transaction(async (tx) => {
    const row = await findCouponRow(tx, id, { lock: true });
    const [orderUses] = await tx
      .select({ count: sql<number>`count(*)::int` })
      .from(orders)
      .where(eq(orders.couponId, id));
    const uses = Math.max(row.usedCount, orderUses?.count ?? 0);
    if (uses > 0) throw new AppError('CONFLICT', PROMOTION_MESSAGES.couponUsed(uses));
    const [event] = await tx
      .select({ title: events.title })
      .from(events)
      .where(eq(events.couponCode, row.code))
      .limit(1);
    if (event) throw new AppError('CONFLICT', PROMOTION_MESSAGES.couponOfEvent(event.title));
    const snapshot = await readAdminCoupon(tx, id);
    await tx.delete(coupons).where(eq(coupons.id, id));
    await recordPromotionChange(tx, adminId, 'coupon.deleted', id, { ...snapshot });
    return { success: true, message: PROMOTION_MESSAGES.couponDeleted };
  });
}
