import { describe, expect, it } from 'vitest';
import { type CouponConditions, checkCoupon } from './coupon-rules.ts';
import type { PricedLine } from './discounts.ts';
import { restaurantWeekday } from './restaurant-time.ts';

const coupon = (overrides: Partial<CouponConditions> = {}): CouponConditions => ({
  code: 'TEST10',
  discountType: 'percentage',
  percentOff: 10,
  minOrderPaisa: 0,
  categories: [],
  isActive: true,
  startsAt: null,
  endsAt: null,
  validWeekdays: null,
  firstOrderOnly: false,
  usageLimit: 10,
  usedCount: 0,
  ...overrides,
});
const burgers = (quantity: number): PricedLine => ({
  category: 'Burgers',
  unitPricePaisa: 50_000,
  quantity,
});
const drinks = (quantity: number): PricedLine => ({
  category: 'Drinks',
  unitPricePaisa: 2_000,
  quantity,
});
// 10:00 in Kathmandu on Saturday 4 January 2025.
const saturday = new Date('2025-01-04T04:15:00Z');
const context = { now: saturday, hasEarlierOrder: false, linesKnown: true };

describe('restaurantWeekday', () => {
  it('reads the day in Kathmandu (UTC+05:45)', () => {
    expect(restaurantWeekday(new Date('2025-01-03T18:14:59Z'))).toBe(5);
    expect(restaurantWeekday(new Date('2025-01-03T18:15:00Z'))).toBe(6);
    expect(restaurantWeekday(new Date('2025-01-05T18:15:00Z'))).toBe(1);
  });
});

describe('checkCoupon', () => {
  it('applies a coupon whose conditions all hold', () => {
    expect(checkCoupon(coupon(), [burgers(2)], context)).toEqual({
      ok: true,
      effect: { discountPaisa: 10_000, freeQuantities: [0] },
      message: 'Coupon applied: NRS 100.00 off',
    });
  });

  it.each([
    [{ isActive: false }, 'inactive', 'This coupon is no longer active'],
    [{ startsAt: new Date('2025-01-04T05:00:00Z') }, 'not_started', 'This coupon is not valid yet'],
    [{ endsAt: saturday }, 'expired', 'This coupon has expired'],
    [
      { validWeekdays: [1, 2, 3, 4, 5] },
      'wrong_day',
      'This coupon is only valid on Monday, Tuesday, Wednesday, Thursday and Friday',
    ],
    [{ validWeekdays: [3] }, 'wrong_day', 'This coupon is only valid on Wednesday'],
    [{ usedCount: 10 }, 'used_up', 'This coupon has been fully used'],
    [
      { minOrderPaisa: 100_001 },
      'minimum_order',
      'This coupon needs a minimum order of NRS 1,000.01',
    ],
    [
      { categories: ['Desserts', 'Sides'] },
      'not_for_items',
      'This coupon applies only to Desserts and Sides',
    ],
  ] as const)('refuses %j with %s', (overrides, reason, error) => {
    const terms = coupon({
      ...overrides,
      ...('validWeekdays' in overrides ? { validWeekdays: [...overrides.validWeekdays] } : {}),
      ...('categories' in overrides ? { categories: [...overrides.categories] } : {}),
    });
    expect(checkCoupon(terms, [burgers(2)], context)).toEqual({ ok: false, reason, error });
  });

  it('is valid up to the moment it ends, and from the moment it starts', () => {
    const justEnding = coupon({ endsAt: new Date(saturday.getTime() + 1) });
    expect(checkCoupon(justEnding, [burgers(1)], context).ok).toBe(true);
    expect(checkCoupon(coupon({ startsAt: saturday }), [burgers(1)], context).ok).toBe(true);
  });

  it('says a weekend coupon is for weekends', () => {
    const weekend = coupon({ validWeekdays: [6, 7] });
    expect(checkCoupon(weekend, [burgers(1)], context).ok).toBe(true);
    const wednesday = { ...context, now: new Date('2025-01-08T04:15:00Z') };
    expect(checkCoupon(weekend, [burgers(1)], wednesday)).toMatchObject({
      ok: false,
      error: 'This coupon is only valid on weekends (Saturday and Sunday)',
    });
  });

  it('refuses a first-order coupon after an earlier order', () => {
    const first = coupon({ firstOrderOnly: true });
    expect(checkCoupon(first, [burgers(1)], context).ok).toBe(true);
    expect(checkCoupon(first, [burgers(1)], { ...context, hasEarlierOrder: true })).toMatchObject({
      reason: 'first_order_only',
    });
  });

  it('accepts free delivery with a message and no discount', () => {
    const freeDelivery = coupon({ discountType: 'free_delivery', minOrderPaisa: 3000 });
    expect(checkCoupon(freeDelivery, [drinks(2)], context)).toEqual({
      ok: true,
      effect: { discountPaisa: 0, freeQuantities: [0] },
      message: 'Delivery is already free, so this code takes nothing off.',
    });
    expect(checkCoupon(freeDelivery, [drinks(1)], context)).toMatchObject({
      reason: 'minimum_order',
    });
  });

  it('gives a bundle’s free units, or says how many it needs', () => {
    const bundle = coupon({
      discountType: 'bundle',
      buyQuantity: 2,
      categories: ['Burgers', 'Fried Chicken'],
    });
    expect(checkCoupon(bundle, [burgers(3), drinks(3)], context)).toMatchObject({
      ok: true,
      effect: { discountPaisa: 50_000, freeQuantities: [1, 0] },
    });
    expect(checkCoupon(bundle, [burgers(2), drinks(3)], context)).toEqual({
      ok: false,
      reason: 'not_for_items',
      error: 'Add 3 items from Burgers or Fried Chicken to get one free',
    });
  });

  it('needs the lines for a coupon that depends on them', () => {
    const limited = coupon({ categories: ['Burgers'] });
    expect(checkCoupon(limited, [burgers(1)], { ...context, linesKnown: false })).toMatchObject({
      reason: 'needs_items',
    });
    expect(checkCoupon(coupon(), [burgers(1)], { ...context, linesKnown: false }).ok).toBe(true);
  });
});
