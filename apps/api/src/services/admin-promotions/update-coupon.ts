import { coupons, type Db } from '@shop/db';
import { eq } from '@shop/db/orm';
import {
  type AdminCouponSaved,
  type CouponUpdate,
  PROMOTION_MESSAGES,
  RECORD_VERSION_MESSAGES,
} from '@shop/shared';
import { AppError } from '../../lib/app-error.ts';
import { setCouponCategories } from './coupon-categories.ts';
import { couponColumnsOf } from './coupon-columns.ts';
import { findCouponRow, readAdminCoupon } from './coupon-view.ts';
import { recordPromotionChange } from './record-promotion-change.ts';

/**
 * Changes a coupon. Its code is fixed once created (400 for another one), and its usage limit
 * cannot go below the uses it already has (409): the row is locked, so an order being placed
 * at the same moment waits and then sees the new limit. A form read before the coupon's last
 * change (an order's use, another admin; decision 036) is refused (409). Every 409 carries the
 * coupon as it is now, read after the refused transaction.
 */
export async function updateCoupon(
  db: Db,
  adminId: string,
  id: number,
  form: CouponUpdate,
): Promise<AdminCouponSaved> {
  try {
    return await writeCoupon(db, adminId, id, form);
  } catch (error) {
    if (!(error instanceof AppError) || error.code !== 'CONFLICT') throw error;
    const coupon = await readAdminCoupon(db, id);
    throw new AppError('CONFLICT', error.message, { cause: error, details: { coupon } });
  }
}

async function writeCoupon(
  db: Db,
  adminId: string,
  id: number,
  form: CouponUpdate,
): Promise<AdminCouponSaved> {
  const coupon = await db.transaction(async (tx) => {
    const current = await findCouponRow(tx, id, { lock: true });
    if (form.version !== undefined && form.version !== current.version) {
      throw new AppError('CONFLICT', RECORD_VERSION_MESSAGES.staleCoupon);
    }
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
