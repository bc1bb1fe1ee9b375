import { type CouponEffect, couponEffect, type PricedLine, restaurantWeekday } from '@shop/shared';
import { DAY } from './calendar.ts';
import type { CouponSeed } from './promotions.ts';
import type { Random } from './random.ts';

/** Coupons that were only handed out for a while: [from, to] days ago, and how often used. */
const PAST_CAMPAIGNS: Record<string, { from: number; to: number; chance: number }> = {
  LAUNCH30: { from: 365, to: 320, chance: 0.9 },
  STUDENT10: { from: 300, to: 120, chance: 0.06 },
};

export interface OrderContext {
  at: Date;
  now: Date;
  firstOrder: boolean;
  lines: readonly PricedLine[];
}

/** How likely a customer who may use the coupon actually types it in. */
function usageChance(coupon: CouponSeed, daysAgo: number): number {
  const campaign = PAST_CAMPAIGNS[coupon.code];
  if (campaign) return daysAgo <= campaign.from && daysAgo >= campaign.to ? campaign.chance : 0;
  if (!coupon.isActive) return 0;
  if (coupon.firstOrderOnly) return 0.6;
  if (coupon.startsAt) return 0.35;
  if (coupon.validWeekdays) return 0.15;
  const byType = { bundle: 0.12, fixed: 0.08, free_delivery: 0.03, percentage: 0 } as const;
  return byType[coupon.discountType];
}

function allowedAt(coupon: CouponSeed, context: OrderContext): boolean {
  const time = context.at.getTime();
  if (time < coupon.createdAt.getTime()) return false;
  if (coupon.startsAt && time < coupon.startsAt.getTime()) return false;
  if (coupon.endsAt && time >= coupon.endsAt.getTime()) return false;
  if (coupon.validWeekdays && !coupon.validWeekdays.includes(restaurantWeekday(context.at)))
    return false;
  return !coupon.firstOrderOnly || context.firstOrder;
}

/** The coupon (if any) a customer used on an order, with what it took off. */
export function pickCoupon(
  coupons: readonly CouponSeed[],
  context: OrderContext,
  random: Random,
): { coupon: CouponSeed; effect: CouponEffect } | null {
  const daysAgo = (context.now.getTime() - context.at.getTime()) / DAY;
  for (const coupon of coupons) {
    if (!allowedAt(coupon, context) || !random.chance(usageChance(coupon, daysAgo))) continue;
    const effect = couponEffect(coupon, context.lines);
    if (effect) return { coupon, effect };
  }
  return null;
}
