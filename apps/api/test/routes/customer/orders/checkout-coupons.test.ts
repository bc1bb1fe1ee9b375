import { couponRedemptions, orders } from '@shop/db';
import { eq } from '@shop/db/orm';
import { orderRequestSchema, orderResponseSchema, restaurantWeekday, toPaisa } from '@shop/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { placeOrder } from '../../../../src/services/orders/checkout/place-order.ts';
import {
  addCoupon,
  addMeal,
  couponState,
  orderRequest,
  placeOrderCall,
  snapshot,
  type TestMeal,
} from '../../../support/orders.ts';
import { newCustomer, type SignedIn } from '../../../support/sessions.ts';
import { startTestApp, type TestApp } from '../../../test-app.ts';

let t: TestApp;
let burger: TestMeal;
let cheapBurger: TestMeal;
let drink: TestMeal;
beforeAll(async () => {
  t = await startTestApp();
  burger = await addMeal(t, { price: 500, category: 'Burgers' });
  cheapBurger = await addMeal(t, { price: 300, category: 'Burgers' });
  drink = await addMeal(t, { price: 20, category: 'Drinks' });
});
afterAll(() => t.close());

const place = (who: SignedIn, payload: unknown) => placeOrderCall(t, who.headers, payload);

/** Kathmandu 10:00 on a given UTC date: 04:15 UTC. */
const kathmanduMorning = (isoDay: string) => new Date(`${isoDay}T04:15:00Z`);
const SATURDAY = kathmanduMorning('2025-01-04');
const SUNDAY = kathmanduMorning('2025-01-05');
const WEDNESDAY = kathmanduMorning('2025-01-08');

describe('checkout with FIRST20', () => {
  it('takes 20% off a customer’s first order and records the use', async () => {
    const customer = await newCustomer(t);
    const before = await couponState(t, 'FIRST20');
    const res = await place(
      customer,
      orderRequest([{ meal: burger, quantity: 2 }], { coupon_code: 'first20', discount: 200 }),
    );
    expect(res.statusCode).toBe(201);
    const { order } = orderResponseSchema.parse(res.json());
    expect(order).toMatchObject({
      couponCode: 'FIRST20',
      subtotalAmount: 1000,
      discountAmount: 200,
      totalAmount: 800,
    });
    expect(await couponState(t, 'FIRST20')).toEqual({
      usedCount: before.usedCount + 1,
      redemptions: before.redemptions + 1,
    });
    const [redemption] = await t.db
      .select()
      .from(couponRedemptions)
      .where(eq(couponRedemptions.orderId, order.id));
    expect(redemption).toMatchObject({ customerId: customer.id, discountPaisa: 20_000 });
  });

  it('is refused on a second order, with the facts and nothing written', async () => {
    const customer = await newCustomer(t);
    expect((await place(customer, orderRequest([{ meal: drink, quantity: 1 }]))).statusCode).toBe(
      201,
    );
    const before = await snapshot(t, [burger.id], 'FIRST20');
    const res = await place(
      customer,
      orderRequest([{ meal: burger, quantity: 1 }], { coupon_code: 'FIRST20', discount: 100 }),
    );
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({
      message: 'This coupon is only valid on your first order',
      details: {
        problems: [{ kind: 'coupon' }],
        coupon: {
          code: 'FIRST20',
          valid: false,
          error: 'This coupon is only valid on your first order',
        },
        totals: { subtotal: 500, discount: 0, total: 500 },
      },
    });
    expect(await snapshot(t, [burger.id], 'FIRST20')).toEqual(before);
  });

  it('still counts as a first order when the only earlier one was cancelled', async () => {
    const customer = await newCustomer(t);
    const first = await place(customer, orderRequest([{ meal: drink, quantity: 1 }]));
    const cancel = await t.app.inject({
      method: 'PUT',
      url: `/api/orders/${first.json().order.id}/cancel`,
      headers: customer.headers,
      payload: {},
    });
    expect(cancel.statusCode).toBe(200);
    const res = await place(
      customer,
      orderRequest([{ meal: burger, quantity: 1 }], { coupon_code: 'FIRST20', discount: 100 }),
    );
    expect(res.statusCode).toBe(201);
  });
});

describe('checkout with FREEDEL30', () => {
  it('is accepted with no discount on an order of NRS 30 or more', async () => {
    const customer = await newCustomer(t);
    const res = await place(
      customer,
      orderRequest([{ meal: drink, quantity: 2 }], { coupon_code: 'FREEDEL30' }),
    );
    expect(res.statusCode).toBe(201);
    expect(res.json().order).toMatchObject({
      couponCode: 'FREEDEL30',
      discountAmount: 0,
      totalAmount: 40,
    });
  });

  it('is refused below NRS 30', async () => {
    const customer = await newCustomer(t);
    const res = await place(
      customer,
      orderRequest([{ meal: drink, quantity: 1 }], { coupon_code: 'FREEDEL30' }),
    );
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe('This coupon needs a minimum order of NRS 30.00');
  });
});

describe('checkout with BUY2GET1', () => {
  it('gives every third burger free, the cheapest first', async () => {
    const customer = await newCustomer(t);
    const res = await place(
      customer,
      orderRequest(
        [
          { meal: burger, quantity: 2 },
          { meal: cheapBurger, quantity: 1 },
          { meal: drink, quantity: 3 },
        ],
        { coupon_code: 'BUY2GET1', discount: 300 },
      ),
    );
    expect(res.statusCode).toBe(201);
    const { order } = orderResponseSchema.parse(res.json());
    expect(order).toMatchObject({ subtotalAmount: 1360, discountAmount: 300, totalAmount: 1060 });
    expect(order.items.map((item) => [item.mealId, item.freeQuantity])).toEqual([
      [burger.id, 0],
      [cheapBurger.id, 1],
      [drink.id, 0],
    ]);
  });

  it('gives two free of six burgers', async () => {
    const customer = await newCustomer(t);
    const res = await place(
      customer,
      orderRequest([{ meal: burger, quantity: 6 }], { coupon_code: 'BUY2GET1', discount: 1000 }),
    );
    expect(res.statusCode).toBe(201);
    expect(res.json().order.items[0].freeQuantity).toBe(2);
  });

  it('is refused with fewer than three eligible items', async () => {
    const customer = await newCustomer(t);
    const res = await place(
      customer,
      orderRequest(
        [
          { meal: burger, quantity: 2 },
          { meal: drink, quantity: 5 },
        ],
        { coupon_code: 'BUY2GET1', discount: 20 },
      ),
    );
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe('Add 3 items from Burgers or Fried Chicken to get one free');
  });
});

describe('checkout with WEEKEND15 (the day in Kathmandu)', () => {
  async function weekendOrder(now: Date) {
    const customer = await newCustomer(t);
    return placeOrder(
      t.db,
      customer.id,
      orderRequestSchema.parse({
        ...orderRequest([{ meal: burger, quantity: 2 }], { discount: 150 }),
        coupon_code: 'WEEKEND15',
        discount_amount: 150,
        total_amount: 850,
      }),
      { now },
    );
  }

  it.each([
    ['Saturday', SATURDAY],
    ['Sunday', SUNDAY],
  ])('takes 15%% off on %s', async (_day, now) => {
    const placed = await weekendOrder(now);
    expect(placed.order).toMatchObject({
      couponCode: 'WEEKEND15',
      discountAmount: 150,
      totalAmount: 850,
    });
  });

  it('is refused on a Wednesday', async () => {
    await expect(weekendOrder(WEDNESDAY)).rejects.toMatchObject({
      code: 'CONFLICT',
      message: 'This coupon is only valid on weekends (Saturday and Sunday)',
    });
  });

  it('reads the day in Kathmandu, not in UTC: Friday 23:00 UTC is Saturday there', async () => {
    const fridayNightUtc = new Date('2025-01-03T23:00:00Z');
    expect(restaurantWeekday(fridayNightUtc)).toBe(6);
    const placed = await weekendOrder(fridayNightUtc);
    expect(placed.order.discountAmount).toBe(150);
  });
});

describe('checkout with a coupon that does not apply', () => {
  const today = restaurantWeekday(new Date());
  const cases: [string, Parameters<typeof addCoupon>[1], string][] = [
    ['inactive', { isActive: false }, 'This coupon is no longer active'],
    ['expired', { endsAt: new Date(Date.now() - 60_000) }, 'This coupon has expired'],
    ['not started', { startsAt: new Date(Date.now() + 3_600_000) }, 'This coupon is not valid yet'],
    ['used up', { usageLimit: 5, usedCount: 5 }, 'This coupon has been fully used'],
    [
      'below its minimum',
      { minOrderPaisa: 100_000 },
      'This coupon needs a minimum order of NRS 1,000.00',
    ],
    ['for other categories', { categories: ['Desserts'] }, 'This coupon applies only to Desserts'],
    [
      'for another day',
      { validWeekdays: [(today % 7) + 1] },
      `This coupon is only valid on ${['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'][today % 7]}`,
    ],
  ];

  it.each(cases)('refuses a coupon %s (409), writing nothing', async (_case, fields, message) => {
    const customer = await newCustomer(t);
    const coupon = await addCoupon(t, fields);
    const before = await snapshot(t, [burger.id], coupon.code);
    const res = await place(
      customer,
      orderRequest([{ meal: burger, quantity: 1 }], { coupon_code: coupon.code, discount: 50 }),
    );
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(message);
    expect(await snapshot(t, [burger.id], coupon.code)).toEqual(before);
  });

  it('accepts a coupon on its day, limited to its categories', async () => {
    const customer = await newCustomer(t);
    const coupon = await addCoupon(t, {
      validWeekdays: [today],
      percentOff: 10,
      categories: ['Burgers'],
    });
    const res = await place(
      customer,
      orderRequest(
        [
          { meal: burger, quantity: 1 },
          { meal: drink, quantity: 1 },
        ],
        { coupon_code: coupon.code, discount: 50 },
      ),
    );
    expect(res.statusCode).toBe(201);
    expect(res.json().order).toMatchObject({ discountAmount: 50, totalAmount: 470 });
  });

  it('takes a fixed amount off, never more than the order', async () => {
    const customer = await newCustomer(t);
    const coupon = await addCoupon(t, { discountType: 'fixed', amountOffPaisa: toPaisa(100) });
    const res = await place(
      customer,
      orderRequest([{ meal: drink, quantity: 2 }], { coupon_code: coupon.code, discount: 40 }),
    );
    expect(res.statusCode).toBe(201);
    expect(res.json().order).toMatchObject({ discountAmount: 40, totalAmount: 0 });
  });

  it('refuses an unknown code (409)', async () => {
    const customer = await newCustomer(t);
    const res = await place(
      customer,
      orderRequest([{ meal: burger, quantity: 1 }], { coupon_code: 'NOSUCHCODE' }),
    );
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({
      message: 'Invalid coupon code',
      details: { coupon: { code: 'NOSUCHCODE', valid: false } },
    });
    expect(await t.db.select().from(orders).where(eq(orders.customerId, customer.id))).toEqual([]);
  });

  it('refuses a discount the coupon does not give', async () => {
    const customer = await newCustomer(t);
    const res = await place(
      customer,
      orderRequest([{ meal: burger, quantity: 1 }], { coupon_code: 'FIRST20', discount: 200 }),
    );
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({
      message: 'The order total has changed. Please review your cart.',
      details: {
        coupon: { valid: true, discount_amount: 100 },
        totals: { discount: 100, total: 400 },
      },
    });
  });
});
