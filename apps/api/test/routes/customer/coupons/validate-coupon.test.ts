import { couponValidateResponseSchema, restaurantWeekday } from '@shop/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { validateCoupon } from '../../../../src/services/coupons/validate-coupon.ts';
import {
  addCoupon,
  addMeal,
  couponState,
  orderRequest,
  placeOrderCall,
  type TestCouponFields,
  type TestMeal,
} from '../../../support/orders.ts';
import { newCustomer, type SignedIn } from '../../../support/sessions.ts';
import { startTestApp, type TestApp } from '../../../test-app.ts';

let t: TestApp;
let customer: SignedIn;
let burger: TestMeal;
let drink: TestMeal;
beforeAll(async () => {
  t = await startTestApp();
  customer = await newCustomer(t);
  burger = await addMeal(t, { price: 500, category: 'Burgers' });
  drink = await addMeal(t, { price: 20, category: 'Drinks' });
});
afterAll(() => t.close());

const check = (payload: unknown, who: SignedIn = customer) =>
  t.app.inject({
    method: 'POST',
    url: '/api/coupons/validate',
    headers: who.headers,
    payload: payload as object,
  });

async function checked(payload: unknown, who?: SignedIn) {
  const res = await check(payload, who);
  expect(res.statusCode).toBe(200);
  return couponValidateResponseSchema.parse(res.json());
}

describe('POST /api/coupons/validate', () => {
  it('applies FIRST20 to a first order, at menu prices, claiming nothing', async () => {
    const before = await couponState(t, 'FIRST20');
    const body = await checked({
      code: ' first20 ',
      order_amount: 1,
      user_id: customer.id,
      items: [{ id: burger.id, quantity: 2, price: 1, name: 'whatever' }],
    });
    expect(body).toEqual({
      valid: true,
      coupon: expect.objectContaining({
        code: 'FIRST20',
        discount_type: 'percentage',
        discount_value: 20,
        description: '20% off your first order',
        first_order_only: true,
      }),
      discount_amount: 200,
      message: 'Coupon applied: NRS 200.00 off',
      error: null,
      reason: null,
    });
    expect(await couponState(t, 'FIRST20')).toEqual(before);
  });

  it('uses the amount when no items are sent', async () => {
    const body = await checked({ code: 'FIRST20', order_amount: 450 });
    expect(body).toMatchObject({ valid: true, discount_amount: 90 });
  });

  it('refuses FIRST20 once the customer has ordered', async () => {
    const regular = await newCustomer(t);
    await placeOrderCall(t, regular.headers, orderRequest([{ meal: drink, quantity: 1 }]));
    expect(await checked({ code: 'FIRST20', order_amount: 500 }, regular)).toMatchObject({
      valid: false,
      discount_amount: 0,
      error: 'This coupon is only valid on your first order',
      reason: 'first_order_only',
    });
  });

  it('accepts FREEDEL30 with a message and no discount', async () => {
    expect(await checked({ code: 'FREEDEL30', order_amount: 30 })).toMatchObject({
      valid: true,
      discount_amount: 0,
      message: 'Delivery is already free, so this code takes nothing off.',
      coupon: { discount_type: 'free_delivery', min_order_amount: 30 },
    });
    expect(await checked({ code: 'FREEDEL30', order_amount: 29.99 })).toMatchObject({
      valid: false,
      error: 'This coupon needs a minimum order of NRS 30.00',
      reason: 'minimum_order',
    });
  });

  it('applies BUY2GET1 to the cart’s burgers and needs the cart to say', async () => {
    expect(
      await checked({
        code: 'BUY2GET1',
        order_amount: 1540,
        items: [
          { id: burger.id, quantity: 3 },
          { id: drink.id, quantity: 2 },
        ],
      }),
    ).toMatchObject({
      valid: true,
      discount_amount: 500,
      coupon: {
        discount_type: 'bundle',
        discount_value: 2,
        categories: ['Burgers', 'Fried Chicken'],
      },
    });
    expect(
      await checked({
        code: 'BUY2GET1',
        order_amount: 1000,
        items: [{ id: burger.id, quantity: 2 }],
      }),
    ).toMatchObject({
      valid: false,
      error: 'Add 3 items from Burgers or Fried Chicken to get one free',
      reason: 'not_for_items',
    });
    expect(
      await checked({ code: 'BUY2GET1', order_amount: 60, items: [{ id: drink.id, quantity: 3 }] }),
    ).toMatchObject({ valid: false, reason: 'not_for_items' });
    expect(await checked({ code: 'BUY2GET1', order_amount: 1500 })).toMatchObject({
      valid: false,
      error: 'Send the items in the cart to check this coupon',
      reason: 'needs_items',
    });
  });

  it('applies WEEKEND15 on Saturday and Sunday in Kathmandu only', async () => {
    const on = (iso: string) =>
      validateCoupon(
        t.db,
        customer.id,
        { code: 'WEEKEND15', order_amount: 1000 },
        { now: new Date(iso) },
      );
    expect(await on('2025-01-04T04:15:00Z')).toMatchObject({ valid: true, discount_amount: 150 });
    expect(await on('2025-01-05T17:00:00Z')).toMatchObject({ valid: true, discount_amount: 150 });
    // Sunday 19:00 UTC is already Monday 00:45 in Kathmandu.
    expect(await on('2025-01-05T19:00:00Z')).toMatchObject({
      valid: false,
      error: 'This coupon is only valid on weekends (Saturday and Sunday)',
      reason: 'wrong_day',
      coupon: { valid_weekdays: [6, 7] },
    });
    expect(await on('2025-01-08T04:15:00Z')).toMatchObject({ valid: false, reason: 'wrong_day' });
  });

  it('says an unknown code is invalid', async () => {
    expect(await checked({ code: 'NOPE', order_amount: 100 })).toEqual({
      valid: false,
      coupon: null,
      discount_amount: 0,
      message: null,
      error: 'Invalid coupon code',
      reason: 'invalid',
    });
  });

  const today = restaurantWeekday(new Date());
  const refusals: [string, TestCouponFields, string, string | undefined][] = [
    ['inactive', { isActive: false }, 'inactive', 'This coupon is no longer active'],
    ['expired', { endsAt: new Date(Date.now() - 1000) }, 'expired', 'This coupon has expired'],
    [
      'not started',
      { startsAt: new Date(Date.now() + 86_400_000) },
      'not_started',
      'This coupon is not valid yet',
    ],
    ['used up', { usageLimit: 3, usedCount: 3 }, 'used_up', 'This coupon has been fully used'],
    ['for tomorrow only', { validWeekdays: [(today % 7) + 1] }, 'wrong_day', undefined],
    [
      'for desserts',
      { categories: ['Desserts'] },
      'not_for_items',
      'This coupon applies only to Desserts',
    ],
  ];
  it.each(refusals)(
    'gives a clear reason for a coupon %s',
    async (_case, fields, reason, error) => {
      const coupon = await addCoupon(t, fields);
      const body = await checked({
        code: coupon.code,
        order_amount: 500,
        items: [{ id: burger.id, quantity: 1 }],
      });
      expect(body).toMatchObject({ valid: false, reason, discount_amount: 0 });
      if (error) expect(body.error).toBe(error);
      else expect(body.error).toMatch(/^This coupon is only valid on [A-Z][a-z]+day$/);
    },
  );

  it.each([
    [{ order_amount: 100 }, 'Please enter a coupon code'],
    [{ code: '   ', order_amount: 100 }, 'Please enter a coupon code'],
    [
      { code: 'FIRST20', order_amount: -1 },
      'order_amount must be an amount with at most two decimals',
    ],
    [
      { code: 'FIRST20', order_amount: 1.001 },
      'order_amount must be an amount with at most two decimals',
    ],
    [
      { code: 'FIRST20', order_amount: 100, items: [{ id: 1, quantity: 0 }] },
      'Quantity must be a whole number from 1 to 50',
    ],
  ])('refuses %j (400)', async (payload, message) => {
    const res = await check(payload);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(message);
  });

  it('refuses another customer’s id (403) and a caller without a session (401)', async () => {
    const other = await newCustomer(t);
    const forbidden = await check({ code: 'FIRST20', order_amount: 100, user_id: other.id });
    expect(forbidden.statusCode).toBe(403);
    const anonymous = await t.app.inject({
      method: 'POST',
      url: '/api/coupons/validate',
      payload: { code: 'FIRST20', order_amount: 100 },
    });
    expect(anonymous.statusCode).toBe(401);
  });
});
