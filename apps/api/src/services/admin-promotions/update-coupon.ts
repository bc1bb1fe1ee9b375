import { coupons, type Db } from '@shop/db';
import { eq } from '@shop/db/orm';
import { type AdminCouponSaved, type CouponUpdate, PROMOTION_MESSAGES } from '@shop/shared';
import { AppError } from '../../lib/app-error.ts';
import { setCouponCategories } from './coupon-categories.ts';
import { couponColumnsOf } from './coupon-columns.ts';
import { findCouponRow, readAdminCoupon } from './coupon-view.ts';
import { recordPromotionChange } from './record-promotion-change.ts';

/**
 * Changes a coupon. Its code is fixed once created (400 for another one), and its usage limit
 * cannot go below the uses it already has (409): the row is locked, so an order being placed
 * at the same moment waits and then sees the new limit.
 */
export async function updateCoupon(
  db: Db,
  adminId: string,
  id: number,
  form: CouponUpdate,
): Promise<AdminCouponSaved> {
  const coupon = await db.transaction(async (tx) => {
    const current = await findCouponRow(tx, id, { lock: true });
    if (form.code !== undefined && form.code !== current.code) {
      throw new AppError('VALIDATION_FAILED', PROMOTION_MESSAGES.codeImmutable);
    }
    if (form.usage_limit < current.usedCount) {
      throw new AppError('CONFLICT', PROMOTION_MESSAGES.usageBelowUsed(current.usedCount));
    }
    const before = await readAdminCoupon(tx, id);
    await tx.update(coupons).set(couponColumnsOf(form)).where(eq(coupons.id, id));
    if (form.category_ids) await setCouponCategories(tx, id, form.category_ids);
    const after = await readAdminCoupon(tx, id);
    await recordPromotionChange(tx, adminId, 'coupon.updated', id, { before, after });
    return after;
  });
  return { success: true, message: PROMOTION_MESSAGES.couponUpdated, data: coupon };
}
