import type { AdminCoupon } from '@shop/shared';

/** The catalog key of each ISO weekday (1 = Monday … 7 = Sunday). */
export const WEEKDAY_KEYS = ['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'] as const;
export type WeekdayKey = (typeof WEEKDAY_KEYS)[number];

export function weekdayKey(day: number): WeekdayKey {
  return WEEKDAY_KEYS[(day - 1 + 7) % 7] ?? 'mon';
}

/** One line of a coupon card's conditions summary. */
export type CouponCondition =
  | { kind: 'minOrder'; amount: number }
  | { kind: 'firstOrder' }
  | { kind: 'weekdays'; days: readonly number[] }
  | { kind: 'dates'; from: string | null; until: string | null }
  | { kind: 'categories'; names: readonly string[] }
  | { kind: 'event'; title: string };

/**
 * What limits a coupon besides its status and uses (docs/product-rules.md#coupons), in the order a
 * card lists them.
 */
export function couponConditions(coupon: AdminCoupon): CouponCondition[] {
  const conditions: CouponCondition[] = [];
  if (coupon.min_order_amount > 0)
    conditions.push({ kind: 'minOrder', amount: coupon.min_order_amount });
  if (coupon.first_order_only) conditions.push({ kind: 'firstOrder' });
  if (coupon.valid_weekdays && coupon.valid_weekdays.length > 0) {
    conditions.push({ kind: 'weekdays', days: coupon.valid_weekdays });
  }
  if (coupon.starts_at || coupon.ends_at) {
    conditions.push({ kind: 'dates', from: coupon.starts_at, until: coupon.ends_at });
  }
  if (coupon.categories.length > 0) {
    conditions.push({
      kind: 'categories',
      names: coupon.categories.map((category) => category.name),
    });
  }
  if (coupon.event) conditions.push({ kind: 'event', title: coupon.event.title });
  return conditions;
}

/** How full a coupon's uses are, 0–100, for its usage bar. */
export function usagePercent(coupon: Pick<AdminCoupon, 'used_count' | 'usage_limit'>): number {
  if (coupon.usage_limit <= 0) return 100;
  return Math.min(100, Math.round((coupon.used_count / coupon.usage_limit) * 100));
}
