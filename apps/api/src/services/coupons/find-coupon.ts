import { type SQL, sql } from '@shop/db/orm';
import type { CouponConditions, CouponSummary } from '@shop/shared';
import { toNrs } from '@shop/shared';
import { jsonValue } from '../../lib/json-value.ts';

/** A coupon as checkout checks it: its terms, its conditions and its eligible category names. */
export interface StoredCoupon extends CouponConditions {
  id: number;
  description: string | null;
}

/**
 * A coupon row as one JSON object with its category names (null when there is none): a
 * subquery of checkout's read. `from` is a FROM item aliased k: the coupons table filtered by
 * code, or the locked row checkout read (checkout-facts.ts).
 */
export function couponJsonSql(from: SQL) {
  return sql`(
    SELECT json_build_object(
      'id', k.id, 'code', k.code, 'description', k.description,
      'discountType', k.discount_type, 'percentOff', k.percent_off,
      'amountOffPaisa', k.amount_off_paisa, 'buyQuantity', k.buy_quantity,
      'minOrderPaisa', k.min_order_paisa, 'firstOrderOnly', k.first_order_only,
      'validWeekdays', k.valid_weekdays, 'startsAt', k.starts_at, 'endsAt', k.ends_at,
      'isActive', k.is_active, 'usageLimit', k.usage_limit, 'usedCount', k.used_count,
      'categories', coalesce((
        SELECT json_agg(c.name ORDER BY c.name)
        FROM coupon_categories cc JOIN categories c ON c.id = cc.category_id
        WHERE cc.coupon_id = k.id
      ), '[]'::json)
    )
    FROM ${from}
  )`;
}

type CouponJson = Omit<StoredCoupon, 'startsAt' | 'endsAt'> & {
  startsAt: string | null;
  endsAt: string | null;
};

/** The coupon JSON of couponJsonSql as the checkout rules take it. */
export function couponFromJson(json: unknown): StoredCoupon | null {
  if (json === null || json === undefined) return null;
  const row = jsonValue<CouponJson>(json);
  return {
    ...row,
    // json turns bigint and timestamptz into numbers and text.
    amountOffPaisa: row.amountOffPaisa === null ? null : Number(row.amountOffPaisa),
    minOrderPaisa: Number(row.minOrderPaisa),
    startsAt: row.startsAt ? new Date(row.startsAt) : null,
    endsAt: row.endsAt ? new Date(row.endsAt) : null,
  };
}

/** What the coupon check tells the browser about a coupon (the spec's snake_case names). */
export function couponSummary(coupon: StoredCoupon): CouponSummary {
  return {
    code: coupon.code,
    discount_type: coupon.discountType,
    discount_value: discountValue(coupon),
    description: coupon.description,
    min_order_amount: toNrs(coupon.minOrderPaisa),
    first_order_only: coupon.firstOrderOnly,
    valid_weekdays: coupon.validWeekdays ? [...coupon.validWeekdays] : null,
    categories: [...coupon.categories],
    starts_at: coupon.startsAt?.toISOString() ?? null,
    ends_at: coupon.endsAt?.toISOString() ?? null,
  };
}

function discountValue(coupon: StoredCoupon): number {
  switch (coupon.discountType) {
    case 'percentage':
      return coupon.percentOff ?? 0;
    case 'fixed':
      return toNrs(coupon.amountOffPaisa ?? 0);
    case 'bundle':
      return coupon.buyQuantity ?? 0;
    case 'free_delivery':
      return 0;
  }
}
