/**
 * A coupon's status as the back office shows it (docs/product-rules.md#coupons): inactive when
 * switched off, exhausted when its uses reached the limit, otherwise active. Validity dates and
 * weekdays are conditions checked at checkout, not part of the status.
 */
export const COUPON_STATUSES = ['active', 'inactive', 'exhausted'] as const;
export type CouponStatus = (typeof COUPON_STATUSES)[number];

export interface CouponUsage {
  isActive: boolean;
  usedCount: number;
  usageLimit: number;
}

export function couponStatus(coupon: CouponUsage): CouponStatus {
  if (!coupon.isActive) return 'inactive';
  if (coupon.usedCount >= coupon.usageLimit) return 'exhausted';
  return 'active';
}
