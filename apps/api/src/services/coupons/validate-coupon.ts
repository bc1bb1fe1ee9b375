import type { Db } from '@shop/db';
import {
  COUPON_TEXTS,
  type CouponValidateResponse,
  checkCoupon,
  type couponValidateRequestSchema,
  type PricedLine,
  toNrs,
  toPaisa,
} from '@shop/shared';
import type { z } from 'zod';
import { type MealFacts, readCheckoutFacts } from '../orders/checkout/checkout-facts.ts';
import { assertCallerIsCustomer } from '../orders/checkout/place-order.ts';
import { couponSummary } from './find-coupon.ts';

export type CouponValidateInput = z.output<typeof couponValidateRequestSchema>;

/**
 * Whether a code would apply to the cart now, for this customer (a dry run: nothing is
 * claimed). With the cart's items the lines are priced from the menu, as checkout will; with
 * only an amount, that amount is the subtotal and codes that depend on the items cannot say.
 */
export async function validateCoupon(
  db: Db,
  customerId: string,
  request: CouponValidateInput,
  { now = new Date() }: { now?: Date } = {},
): Promise<CouponValidateResponse> {
  assertCallerIsCustomer(request.user_id, customerId);
  const context = await readCheckoutFacts(db, {
    customerId,
    mealIds: request.items?.map((item) => item.id) ?? [],
    couponCode: request.code,
    now,
  });
  const { coupon } = context;
  if (!coupon) {
    return {
      valid: false,
      coupon: null,
      discount_amount: 0,
      message: null,
      error: COUPON_TEXTS.invalid,
      reason: 'invalid',
    };
  }
  const lines = request.items ? pricedLines(context.meals, request.items) : null;
  const check = checkCoupon(
    coupon,
    lines ?? [{ category: '', unitPricePaisa: toPaisa(request.order_amount), quantity: 1 }],
    { now, hasEarlierOrder: context.hasEarlierOrder, linesKnown: lines !== null },
  );
  return check.ok
    ? {
        valid: true,
        coupon: couponSummary(coupon),
        discount_amount: toNrs(check.effect.discountPaisa),
        message: check.message,
        error: null,
        reason: null,
      }
    : {
        valid: false,
        coupon: couponSummary(coupon),
        discount_amount: 0,
        message: null,
        error: check.error,
        reason: check.reason,
      };
}

/** The cart's lines at menu prices; meals no longer on the menu do not count. */
function pricedLines(
  meals: ReadonlyMap<number, MealFacts>,
  items: readonly { id: number; quantity: number }[],
): PricedLine[] {
  return items.flatMap((item) => {
    const meal = meals.get(item.id);
    if (!meal?.onMenu) return [];
    return [
      { category: meal.categoryName, unitPricePaisa: meal.pricePaisa, quantity: item.quantity },
    ];
  });
}
