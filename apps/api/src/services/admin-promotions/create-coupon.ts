import { coupons, type Db } from '@shop/db';
import { type AdminCouponSaved, type CouponCreate, PROMOTION_MESSAGES } from '@shop/shared';
import { AppError } from '../../lib/app-error.ts';
import { setCouponCategories } from './coupon-categories.ts';
import { couponColumnsOf } from './coupon-columns.ts';
import { readAdminCoupon } from './coupon-view.ts';
import { recordPromotionChange } from './record-promotion-change.ts';

/** Creates a coupon; a code that exists already is refused with 409. */
export async function createCoupon(
  db: Db,
  adminId: string,
  form: CouponCreate,
): Promise<AdminCouponSaved> {
  const coupon = await db.transaction(async (tx) => {
    const [row] = await tx
      .insert(coupons)
      .values({ code: form.code, ...couponColumnsOf(form) })
      .onConflictDoNothing({ target: coupons.code })
      .returning({ id: coupons.id });
    if (!row) throw new AppError('CONFLICT', PROMOTION_MESSAGES.duplicateCode(form.code));
    if (form.category_ids) await setCouponCategories(tx, row.id, form.category_ids);
    const view = await readAdminCoupon(tx, row.id);
    await recordPromotionChange(tx, adminId, 'coupon.created', row.id, { ...view });
    return view;
  });
  return { success: true, message: PROMOTION_MESSAGES.couponCreated, data: coupon };
}
