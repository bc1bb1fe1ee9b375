import {
  type CouponEffect,
  type CouponTerms,
  couponEffect,
  type PricedLine,
  subtotalPaisa,
} from './discounts.ts';
import { formatNrs, toNrs } from './money.ts';
import { restaurantWeekday } from './restaurant-time.ts';

/*
 * Whether a coupon applies to an order now (docs/product-rules.md#coupons): its conditions of
 * time, customer and use, then its effect on the lines (couponEffect). Pure: the server calls
 * it inside the checkout transaction, with the facts it read there.
 */

/** Why a code does not apply, as a code a screen can translate. */
export const COUPON_REFUSALS = [
  'invalid',
  'inactive',
  'expired',
  'not_started',
  'wrong_day',
  'minimum_order',
  'first_order_only',
  'used_up',
  'not_for_items',
  'needs_items',
] as const;
export type CouponRefusal = (typeof COUPON_REFUSALS)[number];

export interface CouponConditions extends CouponTerms {
  code: string;
  isActive: boolean;
  startsAt: Date | null;
  endsAt: Date | null;
  /** ISO weekdays in Kathmandu (1 = Monday … 7 = Sunday); null means every day. */
  validWeekdays: readonly number[] | null;
  firstOrderOnly: boolean;
  usageLimit: number;
  usedCount: number;
}

export interface CouponContext {
  now: Date;
  /** The customer has an earlier order that was not cancelled. */
  hasEarlierOrder: boolean;
  /** False when only an amount is known (the coupon check without the cart's lines). */
  linesKnown: boolean;
}

export type CouponCheck =
  | { ok: true; effect: CouponEffect; message: string }
  | { ok: false; reason: CouponRefusal; error: string };

export const WEEKDAY_NAMES = [
  'Monday',
  'Tuesday',
  'Wednesday',
  'Thursday',
  'Friday',
  'Saturday',
  'Sunday',
] as const;

function listWords(words: readonly string[], conjunction: 'and' | 'or'): string {
  if (words.length <= 1) return words.join('');
  return `${words.slice(0, -1).join(', ')} ${conjunction} ${words.at(-1)}`;
}

/** The English words of each refusal and acceptance; the reason code is sent beside them. */
export const COUPON_TEXTS = {
  invalid: 'Invalid coupon code',
  inactive: 'This coupon is no longer active',
  expired: 'This coupon has expired',
  notStarted: 'This coupon is not valid yet',
  weekendsOnly: 'This coupon is only valid on weekends (Saturday and Sunday)',
  wrongDay: (weekdays: readonly number[]) =>
    `This coupon is only valid on ${listWords(
      weekdays.map((day) => WEEKDAY_NAMES[day - 1] ?? String(day)),
      'and',
    )}`,
  minimumOrder: (minOrderPaisa: number) =>
    `This coupon needs a minimum order of ${formatNrs(toNrs(minOrderPaisa))}`,
  firstOrderOnly: 'This coupon is only valid on your first order',
  usedUp: 'This coupon has been fully used',
  notForItems: (categories: readonly string[]) =>
    `This coupon applies only to ${listWords(categories, 'and')}`,
  bundleShort: (units: number, categories: readonly string[]) =>
    categories.length > 0
      ? `Add ${units} items from ${listWords(categories, 'or')} to get one free`
      : `Add ${units} items to get one free`,
  nothingOff: 'This coupon takes nothing off this order',
  needsItems: 'Send the items in the cart to check this coupon',
  freeDelivery: 'Delivery is already free, so this code takes nothing off.',
  applied: (discountPaisa: number) => `Coupon applied: ${formatNrs(toNrs(discountPaisa))} off`,
} as const;

const t = COUPON_TEXTS;

function refuse(reason: CouponRefusal, error: string): CouponCheck {
  return { ok: false, reason, error };
}

function isWeekend(weekdays: readonly number[]): boolean {
  return weekdays.length === 2 && weekdays.includes(6) && weekdays.includes(7);
}

/** The first condition of time, customer or use that the coupon fails, or null. */
function conditionRefusal(coupon: CouponConditions, context: CouponContext): CouponCheck | null {
  const { now } = context;
  if (!coupon.isActive) return refuse('inactive', t.inactive);
  if (coupon.startsAt && now < coupon.startsAt) return refuse('not_started', t.notStarted);
  if (coupon.endsAt && now >= coupon.endsAt) return refuse('expired', t.expired);
  const weekdays = coupon.validWeekdays;
  if (weekdays && weekdays.length > 0 && !weekdays.includes(restaurantWeekday(now))) {
    return refuse('wrong_day', isWeekend(weekdays) ? t.weekendsOnly : t.wrongDay(weekdays));
  }
  if (coupon.firstOrderOnly && context.hasEarlierOrder) {
    return refuse('first_order_only', t.firstOrderOnly);
  }
  if (coupon.usedCount >= coupon.usageLimit) return refuse('used_up', t.usedUp);
  return null;
}

/** Whether the coupon applies to these lines now, and what it takes off. */
export function checkCoupon(
  coupon: CouponConditions,
  lines: readonly PricedLine[],
  context: CouponContext,
): CouponCheck {
  const refusal = conditionRefusal(coupon, context);
  if (refusal) return refusal;
  if (subtotalPaisa(lines) < coupon.minOrderPaisa) {
    return refuse('minimum_order', t.minimumOrder(coupon.minOrderPaisa));
  }
  const needsLines = coupon.discountType === 'bundle' || coupon.categories.length > 0;
  if (needsLines && !context.linesKnown) return refuse('needs_items', t.needsItems);
  const effect = couponEffect(coupon, lines);
  if (coupon.discountType === 'free_delivery' && effect) {
    return { ok: true, effect, message: t.freeDelivery };
  }
  if (!effect || effect.discountPaisa === 0) {
    if (coupon.discountType === 'bundle') {
      return refuse(
        'not_for_items',
        t.bundleShort((coupon.buyQuantity ?? 0) + 1, coupon.categories),
      );
    }
    return refuse(
      'not_for_items',
      coupon.categories.length > 0 ? t.notForItems(coupon.categories) : t.nothingOff,
    );
  }
  return { ok: true, effect, message: t.applied(effect.discountPaisa) };
}
