import {
  type CheckoutConflict,
  type CheckoutProblemKind,
  type CouponCheck,
  checkCoupon,
  ORDER_MESSAGES,
  orderTotalPaisa,
  type PricedLine,
  subtotalPaisa,
  toNrs,
  toPaisa,
} from '@shop/shared';
import type { StoredCoupon } from '../coupons/find-coupon.ts';
import type { MealFacts } from './checkout-facts.ts';

/*
 * Checkout's decision, from facts read in its transaction: every line priced from the menu, the
 * coupon checked, and everything that differs from what the browser showed named as a problem.
 * Pure, so that place-order and its dry run (validate) decide alike.
 */

export interface RequestedLine {
  id: number;
  name?: string | undefined;
  quantity: number;
  /** NRS the browser showed; undefined when it sent none (the coupon check). */
  price?: number | undefined;
}

export interface QuotedLine extends PricedLine {
  mealId: number;
  name: string;
  freeQuantity: number;
}

export interface CheckoutProblem {
  kind: CheckoutProblemKind;
  message: string;
  mealId: number | null;
}

export interface CheckoutQuote {
  lines: QuotedLine[];
  subtotalPaisa: number;
  discountPaisa: number;
  totalPaisa: number;
  coupon: StoredCoupon | null;
  couponCheck: CouponCheck | null;
  problems: CheckoutProblem[];
}

export interface QuoteInput {
  items: readonly RequestedLine[];
  meals: ReadonlyMap<number, MealFacts>;
  /** The code asked for (null for none) and the coupon it names (null when unknown). */
  couponCode: string | null;
  coupon: StoredCoupon | null;
  now: Date;
  hasEarlierOrder: boolean;
  /** What the browser showed, NRS; undefined when not to be compared. */
  shown?: { total: number; discount: number };
}

function lineProblem(item: RequestedLine, meal: MealFacts | undefined): CheckoutProblem | null {
  const name = meal?.name ?? item.name ?? `Meal ${item.id}`;
  if (!meal?.onMenu) {
    return { kind: 'unavailable', message: ORDER_MESSAGES.mealUnavailable(name), mealId: item.id };
  }
  if (meal.stock < item.quantity) {
    const message =
      meal.stock === 0 ? ORDER_MESSAGES.soldOut(name) : ORDER_MESSAGES.onlyNLeft(meal.stock, name);
    return { kind: 'out_of_stock', message, mealId: item.id };
  }
  if (item.price !== undefined && toPaisa(item.price) !== meal.pricePaisa) {
    return { kind: 'price_changed', message: ORDER_MESSAGES.pricesChanged, mealId: item.id };
  }
  return null;
}

const PROBLEM_ORDER: readonly CheckoutProblemKind[] = [
  'unavailable',
  'out_of_stock',
  'price_changed',
  'coupon',
  'total_changed',
];

export function quoteOrder(input: QuoteInput): CheckoutQuote {
  const problems: CheckoutProblem[] = [];
  const lines: QuotedLine[] = [];
  for (const item of input.items) {
    const meal = input.meals.get(item.id);
    const problem = lineProblem(item, meal);
    if (problem) problems.push(problem);
    if (meal?.onMenu) {
      lines.push({
        mealId: meal.id,
        name: meal.name,
        category: meal.categoryName,
        unitPricePaisa: meal.pricePaisa,
        quantity: item.quantity,
        freeQuantity: 0,
      });
    }
  }
  const subtotal = subtotalPaisa(lines);
  let discount = 0;
  let couponCheck: CouponCheck | null = null;
  if (input.couponCode) {
    couponCheck = input.coupon
      ? checkCoupon(input.coupon, lines, {
          now: input.now,
          hasEarlierOrder: input.hasEarlierOrder,
          linesKnown: true,
        })
      : { ok: false, reason: 'invalid', error: 'Invalid coupon code' };
    if (couponCheck.ok) {
      discount = couponCheck.effect.discountPaisa;
      couponCheck.effect.freeQuantities.forEach((free, index) => {
        const line = lines[index];
        if (line) line.freeQuantity = free;
      });
    } else {
      problems.push({ kind: 'coupon', message: couponCheck.error, mealId: null });
    }
  }
  const total = orderTotalPaisa(subtotal, discount);
  if (
    problems.length === 0 &&
    input.shown &&
    (toPaisa(input.shown.total) !== total || toPaisa(input.shown.discount) !== discount)
  ) {
    problems.push({ kind: 'total_changed', message: ORDER_MESSAGES.totalChanged, mealId: null });
  }
  problems.sort((a, b) => PROBLEM_ORDER.indexOf(a.kind) - PROBLEM_ORDER.indexOf(b.kind));
  return {
    lines,
    subtotalPaisa: subtotal,
    discountPaisa: discount,
    totalPaisa: total,
    coupon: input.coupon,
    couponCheck,
    problems,
  };
}

/** The current facts a refused checkout answers with, so the browser can refresh the cart. */
export function conflictDetails(
  quote: CheckoutQuote,
  items: readonly RequestedLine[],
  meals: ReadonlyMap<number, MealFacts>,
  couponCode: string | null,
): CheckoutConflict {
  const check = quote.couponCheck;
  return {
    problems: quote.problems,
    items: items.flatMap((item) => {
      const meal = meals.get(item.id);
      if (!meal) return [];
      return [
        {
          id: meal.id,
          name: meal.name,
          price: toNrs(meal.pricePaisa),
          available: meal.onMenu && meal.stock > 0,
          stock: meal.onMenu ? meal.stock : 0,
        },
      ];
    }),
    coupon:
      couponCode && check
        ? {
            code: couponCode,
            valid: check.ok,
            discount_amount: check.ok ? toNrs(check.effect.discountPaisa) : 0,
            message: check.ok ? check.message : null,
            error: check.ok ? null : check.error,
          }
        : null,
    totals: {
      subtotal: toNrs(quote.subtotalPaisa),
      discount: toNrs(quote.discountPaisa),
      total: toNrs(quote.totalPaisa),
    },
  };
}
