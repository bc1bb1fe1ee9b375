import type { DiscountType } from './promotions.ts';

/** One line of an order, priced in integer paisa. */
export interface PricedLine {
  category: string;
  unitPricePaisa: number;
  quantity: number;
}

/** What a coupon takes off and on which lines; the conditions of time and customer are checked elsewhere. */
export interface CouponTerms {
  discountType: DiscountType;
  /** Whole percent, 1–100 (percentage coupons). */
  percentOff?: number | null;
  /** Paisa (fixed coupons). */
  amountOffPaisa?: number | null;
  /** Bundle coupons: every (buyQuantity + 1)-th eligible unit is free. */
  buyQuantity?: number | null;
  /** The coupon applies only to orders whose subtotal is at least this many paisa. */
  minOrderPaisa: number;
  /** Category names the coupon is limited to; empty means the whole menu. */
  categories: readonly string[];
}

export interface CouponEffect {
  discountPaisa: number;
  /** Units given free on each line (bundle coupons only), in line order. */
  freeQuantities: number[];
}

export function subtotalPaisa(lines: readonly PricedLine[]): number {
  return lines.reduce((sum, line) => sum + line.unitPricePaisa * line.quantity, 0);
}

/**
 * `percent` per cent of an amount, rounded to the nearest paisa (a half paisa up). Both are
 * integers, so the product is exact and only the one division rounds.
 */
export function percentOfPaisa(amountPaisa: number, percent: number): number {
  if (!Number.isInteger(amountPaisa) || amountPaisa < 0) {
    throw new RangeError(`amount must be whole paisa, got ${amountPaisa}`);
  }
  if (!Number.isInteger(percent) || percent < 0 || percent > 100) {
    throw new RangeError(`percent must be a whole number from 0 to 100, got ${percent}`);
  }
  return Math.round((amountPaisa * percent) / 100);
}

/** A fixed amount off, never more than what it is taken from (a total never goes below zero). */
export function fixedDiscountPaisa(amountPaisa: number, amountOffPaisa: number): number {
  return Math.max(0, Math.min(amountOffPaisa, amountPaisa));
}

/** Prices include every tax and delivery is free, so the total is the subtotal less the discount. */
export function orderTotalPaisa(subtotal: number, discountPaisa: number): number {
  return subtotal - Math.min(discountPaisa, subtotal);
}

function isEligible(terms: CouponTerms, line: PricedLine): boolean {
  return terms.categories.length === 0 || terms.categories.includes(line.category);
}

/**
 * What a coupon takes off an order's eligible lines, or null when the order does not qualify
 * (below the minimum, or a bundle without enough eligible units). A free-delivery coupon qualifies with no
 * discount: delivery is already free.
 */
export function couponEffect(
  terms: CouponTerms,
  lines: readonly PricedLine[],
): CouponEffect | null {
  const eligible = lines
    .map((line, index) => ({ line, index }))
    .filter(({ line }) => isEligible(terms, line));
  if (subtotalPaisa(lines) < terms.minOrderPaisa) return null;
  const eligiblePaisa = subtotalPaisa(eligible.map(({ line }) => line));
  const none = lines.map(() => 0);
  switch (terms.discountType) {
    case 'percentage':
      return {
        discountPaisa: percentOfPaisa(eligiblePaisa, terms.percentOff ?? 0),
        freeQuantities: none,
      };
    case 'fixed':
      return {
        discountPaisa: fixedDiscountPaisa(eligiblePaisa, terms.amountOffPaisa ?? 0),
        freeQuantities: none,
      };
    case 'free_delivery':
      return { discountPaisa: 0, freeQuantities: none };
    case 'bundle':
      return bundleEffect(terms.buyQuantity ?? 0, eligible, lines.length);
  }
}

/** Every (buyQuantity + 1)-th eligible unit is free, the cheapest units first. */
function bundleEffect(
  buyQuantity: number,
  eligible: readonly { line: PricedLine; index: number }[],
  lineCount: number,
): CouponEffect | null {
  const units = eligible.reduce((sum, { line }) => sum + line.quantity, 0);
  let freeUnits = Math.floor(units / (buyQuantity + 1));
  if (freeUnits === 0) return null;
  const freeQuantities = new Array<number>(lineCount).fill(0);
  let discountPaisa = 0;
  const cheapestFirst = [...eligible].sort((a, b) => a.line.unitPricePaisa - b.line.unitPricePaisa);
  for (const { line, index } of cheapestFirst) {
    const free = Math.min(freeUnits, line.quantity);
    freeQuantities[index] = free;
    discountPaisa += free * line.unitPricePaisa;
    freeUnits -= free;
  }
  return { discountPaisa, freeQuantities };
}
