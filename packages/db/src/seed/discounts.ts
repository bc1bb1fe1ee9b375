import type { CouponSeed } from './promotions.ts';

export interface PricedLine {
  category: string;
  unitPricePaisa: number;
  quantity: number;
}

export interface CouponEffect {
  discountPaisa: number;
  /** Units given free on each line (bundle coupons only), in line order. */
  freeQuantities: number[];
}

/**
 * What a coupon takes off an order, or null when the order does not qualify for it. Bundle
 * coupons give every (buyQuantity + 1)-th eligible unit free, cheapest units first.
 */
export function couponEffect(
  coupon: CouponSeed,
  lines: readonly PricedLine[],
): CouponEffect | null {
  const subtotal = lines.reduce((sum, line) => sum + line.unitPricePaisa * line.quantity, 0);
  if (subtotal < coupon.minOrderPaisa) return null;
  const none = lines.map(() => 0);
  switch (coupon.discountType) {
    case 'percentage':
      return {
        discountPaisa: Math.round((subtotal * (coupon.percentOff ?? 0)) / 100),
        freeQuantities: none,
      };
    case 'fixed':
      return {
        discountPaisa: Math.min(coupon.amountOffPaisa ?? 0, subtotal),
        freeQuantities: none,
      };
    case 'free_delivery':
      return { discountPaisa: 0, freeQuantities: none };
    case 'bundle':
      return bundleEffect(coupon, lines);
  }
}

function bundleEffect(coupon: CouponSeed, lines: readonly PricedLine[]): CouponEffect | null {
  const groupSize = (coupon.buyQuantity ?? 0) + 1;
  const eligible = lines
    .map((line, index) => ({ line, index }))
    .filter(({ line }) => coupon.categories.includes(line.category));
  const units = eligible.reduce((sum, { line }) => sum + line.quantity, 0);
  let freeUnits = Math.floor(units / groupSize);
  if (freeUnits === 0) return null;
  const freeQuantities = lines.map(() => 0);
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
