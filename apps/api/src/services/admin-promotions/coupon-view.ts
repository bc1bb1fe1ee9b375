import { coupons, type DbOrTx } from '@shop/db';
import { eq, sql } from '@shop/db/orm';
import {
  type AdminCoupon,
  couponStatus,
  type DiscountType,
  PROMOTION_MESSAGES,
  toNrs,
} from '@shop/shared';
import { AppError } from '../../lib/app-error.ts';
import { jsonValue } from '../../lib/json-value.ts';

export type CouponRow = typeof coupons.$inferSelect;

/*
 * Drizzle writes a column of the only table in a query unqualified ("id"), which inside a
 * subquery would name the subquery's own column: these name the outer coupon explicitly.
 */
const outerCouponId = sql.raw('"coupons"."id"');
const outerCouponCode = sql.raw('"coupons"."code"');

/** A coupon's categories and advertising event, read with it (one query for a whole page). */
export const couponExtras = {
  categories: sql<unknown>`coalesce((
    SELECT json_agg(json_build_object('id', c.id, 'name', c.name) ORDER BY c.name)
    FROM coupon_categories cc JOIN categories c ON c.id = cc.category_id
    WHERE cc.coupon_id = ${outerCouponId}
  ), '[]'::json)`,
  event: sql<unknown>`(
    SELECT json_build_object('id', e.id, 'title', e.title)
    FROM events e WHERE e.coupon_code = ${outerCouponCode}
    ORDER BY e.id LIMIT 1
  )`,
};

export interface CouponWithExtras {
  coupon: CouponRow;
  categories: unknown;
  event: unknown;
}

/** The value the form edits: percent, NRS, units to buy, or 0 for free delivery. */
export function discountValueOf(row: CouponRow): number {
  switch (row.discountType as DiscountType) {
    case 'percentage':
      return row.percentOff ?? 0;
    case 'fixed':
      return toNrs(row.amountOffPaisa ?? 0);
    case 'bundle':
      return row.buyQuantity ?? 0;
    case 'free_delivery':
      return 0;
  }
  return 0;
}

export function adminCouponView({ coupon, categories, event }: CouponWithExtras): AdminCoupon {
  return {
    id: coupon.id,
    code: coupon.code,
    description: coupon.description,
    discount_type: coupon.discountType as DiscountType,
    discount_value: discountValueOf(coupon),
    usage_limit: coupon.usageLimit,
    used_count: coupon.usedCount,
    is_active: coupon.isActive,
    status: couponStatus(coupon),
    min_order_amount: toNrs(coupon.minOrderPaisa),
    first_order_only: coupon.firstOrderOnly,
    valid_weekdays: coupon.validWeekdays ? [...coupon.validWeekdays] : null,
    starts_at: coupon.startsAt?.toISOString() ?? null,
    ends_at: coupon.endsAt?.toISOString() ?? null,
    categories: jsonValue<AdminCoupon['categories']>(categories),
    event: jsonValue<AdminCoupon['event']>(event) ?? null,
    version: coupon.version,
    created_at: coupon.createdAt.toISOString(),
    updated_at: coupon.updatedAt.toISOString(),
  };
}

export function couponNotFound(): AppError {
  return new AppError('NOT_FOUND', PROMOTION_MESSAGES.couponNotFound);
}

/** The coupon of an id, locked for the rest of the transaction when asked; 404 otherwise. */
export async function findCouponRow(
  db: DbOrTx,
  id: number,
  options: { lock?: boolean } = {},
): Promise<CouponRow> {
  const query = db.select().from(coupons).where(eq(coupons.id, id));
  const [row] = options.lock ? await query.for('update') : await query;
  if (!row) throw couponNotFound();
  return row;
}

/** The coupon of an id as the back office reads it; 404 when there is none. */
export async function readAdminCoupon(db: DbOrTx, id: number): Promise<AdminCoupon> {
  const [row] = await db
    .select({ coupon: coupons, ...couponExtras })
    .from(coupons)
    .where(eq(coupons.id, id));
  if (!row) throw couponNotFound();
  return adminCouponView(row);
}
