import type { LineChoice } from '@shop/db';
import {
  type CheckoutConflict,
  type CheckoutProblemKind,
  type CouponCheck,
  checkCoupon,
  type DeliveryAreaFacts,
  deliveryAreaOf,
  deliveryFeePaisa,
  estimateDeliveryTime,
  type Fulfilment,
  formatNrs,
  isBelowMinimum,
  ORDER_MESSAGES,
  type OrderingRefusal,
  orderingRefusal,
  orderTotalPaisa,
  type PricedLine,
  resolveChoices,
  subtotalPaisa,
  toNrs,
  toPaisa,
} from '@shop/shared';
import type { StoredCoupon } from '../../coupons/find-coupon.ts';
import { toOptionGroupViews } from '../../menu/meal-options.ts';
import { slotFactsOf } from '../../ordering/ordering-facts.ts';
import type { AreaFacts, CheckoutFacts, MealFacts } from './checkout-facts.ts';

/*
 * Checkout's decision (docs/product-rules.md#checkout-rules): pure, from facts already read, so
 * that placing an order and its dry run decide alike. Each rule is one function; decideCheckout
 * applies them in order and prices the order. Everything that differs from what the browser
 * showed is a problem; the first problem is the refusal's message.
 */

export interface RequestedLine {
  id: number;
  name?: string | undefined;
  quantity: number;
  /** NRS the browser showed; undefined when it sent none (the coupon check). */
  price?: number | undefined;
  /** The meal's choices; undefined: each group's defaults. */
  options?: readonly number[] | undefined;
}

export interface CheckoutRequest {
  items: readonly RequestedLine[];
  couponCode: string | null;
  fulfilment: Fulfilment;
  deliveryAreaId: number | null;
  deliveryAddress: string;
  scheduledFor: Date | null;
  /** What the browser showed, NRS; undefined when not to be compared. */
  shown?: { total: number; discount: number };
}

export interface QuotedLine extends PricedLine {
  mealId: number;
  name: string;
  freeQuantity: number;
  /** The meal's own price; `unitPricePaisa` adds the choices'. */
  mealPricePaisa: number;
  choices: LineChoice[];
}

export interface CheckoutProblem {
  kind: CheckoutProblemKind;
  message: string;
  mealId: number | null;
}

export interface CheckoutDecision {
  lines: QuotedLine[];
  subtotalPaisa: number;
  discountPaisa: number;
  deliveryFeePaisa: number;
  totalPaisa: number;
  /** The coupon the order redeems: null when none was asked or it does not apply. */
  coupon: StoredCoupon | null;
  couponCheck: CouponCheck | null;
  area: AreaFacts | null;
  estimatedDelivery: string;
  ordering: OrderingRefusal | null;
  problems: CheckoutProblem[];
}

const problem = (kind: CheckoutProblemKind, message: string, mealId: number | null = null) => ({
  kind,
  message,
  mealId,
});

/** The line's choices on the meal as it is now, checked (see resolveChoices). */
export function choicesOf(item: RequestedLine, meal: MealFacts) {
  const groups = meal.options.map((group) => ({
    ...group,
    choices: group.choices.map(({ pricePaisa, ...choice }) => ({ ...choice, price: pricePaisa })),
  }));
  return resolveChoices(meal.name, groups, item.options);
}

/** The unit price of a meal with these choices, paisa. */
export const unitPricePaisa = (meal: MealFacts, chosen: readonly { price: number }[]) =>
  chosen.reduce((sum, choice) => sum + choice.price, meal.pricePaisa);

/**
 * A line the menu cannot serve as asked: off the menu, short of stock (`units`: of this meal on
 * every line of the order), choices the meal does not offer as sent, or priced otherwise.
 */
export function lineProblem(
  item: RequestedLine,
  meal: MealFacts | undefined,
  units = item.quantity,
) {
  const name = meal?.name ?? item.name ?? `Meal ${item.id}`;
  if (!meal?.onMenu) return problem('unavailable', ORDER_MESSAGES.mealUnavailable(name), item.id);
  const choices = choicesOf(item, meal);
  if (!choices.ok) {
    const kind = choices.kind === 'invalid' ? 'options' : 'option_unavailable';
    return problem(kind, choices.message, item.id);
  }
  if (meal.stock < units) {
    const message =
      meal.stock === 0 ? ORDER_MESSAGES.soldOut(name) : ORDER_MESSAGES.onlyNLeft(meal.stock, name);
    return problem('out_of_stock', message, item.id);
  }
  if (item.price !== undefined && toPaisa(item.price) !== unitPricePaisa(meal, choices.chosen)) {
    return problem('price_changed', ORDER_MESSAGES.pricesChanged, item.id);
  }
  return null;
}

/** Units of each meal over all the lines (one meal may be on several lines, with other choices). */
export function unitsByMeal(
  lines: readonly { mealId: number; quantity: number }[],
): Map<number, number> {
  const units = new Map<number, number>();
  for (const { mealId, quantity } of lines) units.set(mealId, (units.get(mealId) ?? 0) + quantity);
  return units;
}

/** The lines priced from the menu, with their choices (lines that cannot be served left out). */
export function priceLines(
  items: readonly RequestedLine[],
  meals: ReadonlyMap<number, MealFacts>,
): QuotedLine[] {
  return items.flatMap((item) => {
    const meal = meals.get(item.id);
    if (!meal?.onMenu) return [];
    const choices = choicesOf(item, meal);
    if (!choices.ok) return [];
    return [
      {
        mealId: meal.id,
        name: meal.name,
        category: meal.categoryName,
        mealPricePaisa: meal.pricePaisa,
        unitPricePaisa: unitPricePaisa(meal, choices.chosen),
        quantity: item.quantity,
        freeQuantity: 0,
        choices: choices.chosen.map(({ price, ...choice }) => ({ ...choice, pricePaisa: price })),
      },
    ];
  });
}

/** The coupon asked for, checked against the priced lines; free units set on the lines. */
export function couponRule(
  request: CheckoutRequest,
  facts: CheckoutFacts,
  lines: QuotedLine[],
  now: Date,
): CouponCheck | null {
  if (!request.couponCode) return null;
  if (!facts.coupon) return { ok: false, reason: 'invalid', error: 'Invalid coupon code' };
  const check = checkCoupon(facts.coupon, lines, {
    now,
    hasEarlierOrder: facts.hasEarlierOrder,
    linesKnown: true,
  });
  if (check.ok) {
    check.effect.freeQuantities.forEach((free, index) => {
      const line = lines[index];
      if (line) line.freeQuantity = free;
    });
  }
  return check;
}

const PROBLEM_ORDER: readonly CheckoutProblemKind[] = [
  // A line the meal's options do not allow is a malformed request (400), whatever else.
  'options',
  'closed',
  'paused',
  'later_disabled',
  'slot_unavailable',
  'slot_full',
  'area_unknown',
  'no_area',
  'unavailable',
  'option_unavailable',
  'out_of_stock',
  'price_changed',
  'coupon',
  'below_minimum',
  'total_changed',
];

export function decideCheckout(
  request: CheckoutRequest,
  facts: CheckoutFacts,
  now: Date,
): CheckoutDecision {
  const problems: CheckoutProblem[] = [];
  const slotFacts = slotFactsOf(facts.ordering, request.fulfilment, facts.slotsTaken);
  const ordering = orderingRefusal(slotFacts, request.scheduledFor, now);
  if (ordering) problems.push(problem(ordering.reason, ordering.message));

  const areaChoice = deliveryAreaOf(facts.areas, {
    fulfilment: request.fulfilment,
    areaId: request.deliveryAreaId,
    address: request.deliveryAddress,
  });
  const area = 'area' in areaChoice ? areaChoice.area : null;
  if ('refusal' in areaChoice) problems.push(problem(areaChoice.refusal, areaChoice.message));

  const units = unitsByMeal(request.items.map(({ id, quantity }) => ({ mealId: id, quantity })));
  for (const item of request.items) {
    const lineRefusal = lineProblem(item, facts.meals.get(item.id), units.get(item.id));
    if (lineRefusal) problems.push(lineRefusal);
  }
  const lines = priceLines(request.items, facts.meals);
  const subtotal = subtotalPaisa(lines);

  const couponCheck = couponRule(request, facts, lines, now);
  if (couponCheck && !couponCheck.ok) problems.push(problem('coupon', couponCheck.error));
  const applied = couponCheck?.ok ? couponCheck : null;
  const discount = applied ? applied.effect.discountPaisa : 0;
  const freeDelivery = applied !== null && facts.coupon?.discountType === 'free_delivery';
  const fee = deliveryFeePaisa(area, freeDelivery);

  if (area && isBelowMinimum(area, subtotal)) {
    const minimum = formatNrs(toNrs(area.minimumOrderPaisa));
    problems.push(problem('below_minimum', ORDER_MESSAGES.belowMinimum(area.name, minimum)));
  }

  const total = orderTotalPaisa(subtotal, discount) + fee;
  const shown = request.shown;
  if (
    problems.length === 0 &&
    shown &&
    (toPaisa(shown.total) !== total || toPaisa(shown.discount) !== discount)
  ) {
    problems.push(problem('total_changed', ORDER_MESSAGES.totalChanged));
  }
  problems.sort((a, b) => PROBLEM_ORDER.indexOf(a.kind) - PROBLEM_ORDER.indexOf(b.kind));
  return {
    lines,
    subtotalPaisa: subtotal,
    discountPaisa: discount,
    deliveryFeePaisa: fee,
    totalPaisa: total,
    coupon: applied ? facts.coupon : null,
    couponCheck,
    area,
    estimatedDelivery: estimateDeliveryTime(facts.queueLength, area?.extraMinutes ?? 0),
    ordering,
    problems,
  };
}

export function areaFacts(area: AreaFacts | null): DeliveryAreaFacts | null {
  if (!area) return null;
  return {
    id: area.id,
    name: area.name,
    fee: toNrs(area.feePaisa),
    minimumOrder: toNrs(area.minimumOrderPaisa),
    extraMinutes: area.extraMinutes,
  };
}

/** The current facts a refused checkout answers with, so the browser can refresh the cart. */
export function conflictDetails(
  decision: CheckoutDecision,
  request: CheckoutRequest,
  facts: CheckoutFacts,
): CheckoutConflict {
  const check = decision.couponCheck;
  const { ordering } = decision;
  const belowMinimum = decision.problems.some((p) => p.kind === 'below_minimum');
  const areaRefusal = decision.problems.find(
    (p) => p.kind === 'no_area' || p.kind === 'area_unknown',
  );
  const reason = ordering?.reason ?? areaRefusal?.kind ?? (belowMinimum ? 'below_minimum' : null);
  return {
    problems: decision.problems,
    items: request.items.flatMap((item) => {
      const meal = facts.meals.get(item.id);
      if (!meal) return [];
      return [
        {
          id: meal.id,
          name: meal.name,
          price: toNrs(meal.pricePaisa),
          available: meal.onMenu && meal.stock > 0,
          stock: meal.onMenu ? meal.stock : 0,
          options: toOptionGroupViews(meal.options),
        },
      ];
    }),
    coupon:
      request.couponCode && check
        ? {
            code: request.couponCode,
            valid: check.ok,
            discount_amount: check.ok ? toNrs(check.effect.discountPaisa) : 0,
            message: check.ok ? check.message : null,
            error: check.ok ? null : check.error,
          }
        : null,
    totals: {
      subtotal: toNrs(decision.subtotalPaisa),
      discount: toNrs(decision.discountPaisa),
      deliveryFee: toNrs(decision.deliveryFeePaisa),
      total: toNrs(decision.totalPaisa),
    },
    ordering: reason
      ? {
          reason,
          opensAt: ordering?.opensAt ?? null,
          resumesAt: ordering?.resumesAt ?? null,
          pauseReason: ordering?.pauseReason ?? null,
          deliveryArea: areaFacts(decision.area),
          minimumOrder: decision.area ? toNrs(decision.area.minimumOrderPaisa) : null,
          slots: ordering?.slots ?? [],
        }
      : null,
  };
}
