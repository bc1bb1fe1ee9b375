import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  type CouponTerms,
  couponEffect,
  fixedDiscountPaisa,
  orderTotalPaisa,
  type PricedLine,
  percentOfPaisa,
  subtotalPaisa,
} from './discounts.ts';

const burger = (unitPricePaisa: number, quantity: number): PricedLine => ({
  category: 'Burgers',
  unitPricePaisa,
  quantity,
});
const drink = (unitPricePaisa: number, quantity: number): PricedLine => ({
  category: 'Drinks',
  unitPricePaisa,
  quantity,
});
const terms = (overrides: Partial<CouponTerms>): CouponTerms => ({
  discountType: 'percentage',
  minOrderPaisa: 0,
  categories: [],
  ...overrides,
});

describe('percentOfPaisa', () => {
  it('rounds to the nearest paisa, a half paisa up', () => {
    expect(percentOfPaisa(45_050, 20)).toBe(9010);
    expect(percentOfPaisa(1999, 15)).toBe(300); // 299.85
    expect(percentOfPaisa(1990, 15)).toBe(299); // 298.5 rounds up
    expect(percentOfPaisa(1, 49)).toBe(0);
  });

  it('is a whole number of paisa, never more than the amount', () => {
    fc.assert(
      fc.property(fc.nat(10_000_000_00), fc.integer({ min: 0, max: 100 }), (paisa, percent) => {
        const off = percentOfPaisa(paisa, percent);
        return Number.isInteger(off) && off >= 0 && off <= paisa;
      }),
    );
  });

  it('refuses fractions of a paisa or of a percent', () => {
    expect(() => percentOfPaisa(10.5, 10)).toThrow(RangeError);
    expect(() => percentOfPaisa(1000, 12.5)).toThrow(RangeError);
    expect(() => percentOfPaisa(1000, 101)).toThrow(RangeError);
  });
});

describe('fixedDiscountPaisa and orderTotalPaisa', () => {
  it('takes a fixed amount off, never more than the order', () => {
    expect(fixedDiscountPaisa(150_000, 10_000)).toBe(10_000);
    expect(fixedDiscountPaisa(5_000, 10_000)).toBe(5_000);
  });

  it('totals as subtotal less discount, never below zero', () => {
    expect(orderTotalPaisa(150_000, 10_000)).toBe(140_000);
    expect(orderTotalPaisa(5_000, 10_000)).toBe(0);
  });
});

describe('couponEffect', () => {
  const lines = [burger(45_000, 2), drink(15_050, 1)];

  it('takes a percentage of the whole order', () => {
    expect(subtotalPaisa(lines)).toBe(105_050);
    expect(couponEffect(terms({ percentOff: 20 }), lines)).toEqual({
      discountPaisa: 21_010,
      freeQuantities: [0, 0],
    });
  });

  it('takes a percentage of the eligible categories only', () => {
    const effect = couponEffect(terms({ percentOff: 10, categories: ['Drinks'] }), lines);
    expect(effect?.discountPaisa).toBe(1505);
  });

  it('takes a fixed amount off an order that reaches the minimum, and nothing below it', () => {
    const save100 = terms({
      discountType: 'fixed',
      amountOffPaisa: 10_000,
      minOrderPaisa: 100_000,
    });
    expect(couponEffect(save100, lines)?.discountPaisa).toBe(10_000);
    expect(couponEffect(save100, [burger(45_000, 2)])).toBeNull();
  });

  it('accepts free delivery with no discount, since delivery is free', () => {
    expect(couponEffect(terms({ discountType: 'free_delivery' }), lines)?.discountPaisa).toBe(0);
  });

  it('gives every third eligible unit free, the cheapest first', () => {
    const buy2get1 = terms({ discountType: 'bundle', buyQuantity: 2, categories: ['Burgers'] });
    const order = [burger(50_000, 2), drink(10_000, 3), burger(40_000, 4)];
    expect(couponEffect(buy2get1, order)).toEqual({
      discountPaisa: 80_000,
      freeQuantities: [0, 0, 2],
    });
    expect(couponEffect(buy2get1, [burger(50_000, 2), drink(10_000, 3)])).toBeNull();
  });
});
