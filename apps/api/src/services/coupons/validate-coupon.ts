import type { Db } from '@shop/db';
import {
  COUPON_TEXTS,
  type CouponValidateResponse,
  checkCoupon,
  type couponValidateRequestSchema,
  toNrs,
  toPaisa,
} from '@shop/shared';
import type { z } from 'zod';
import { readCheckoutFacts } from '../orders/checkout/checkout-facts.ts';
import { priceLines } from '../orders/checkout/decide-checkout.ts';
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
  // The cart's lines at menu prices, with their options; meals off the menu do not count.
  const items = request.items?.map(({ id, quantity, options }) => ({ id, quantity, options }));
  const lines = items ? priceLines(items, context.meals) : null;
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
