import { orders } from '@shop/db';
import { inArray } from '@shop/db/orm';
import {
  deliveryEstimateResponseSchema,
  estimateDeliveryTime,
  orderValidateResponseSchema,
} from '@shop/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { countKitchenQueue } from '../../../../src/services/orders/checkout/checkout-facts.ts';
import {
  addMeal,
  orderRequest,
  placeOrderCall,
  snapshot,
  type TestMeal,
} from '../../../support/orders.ts';
import { newCustomer, type SignedIn } from '../../../support/sessions.ts';
import { startTestApp, type TestApp } from '../../../test-app.ts';

let t: TestApp;
let customer: SignedIn;
let meal: TestMeal;
beforeAll(async () => {
  t = await startTestApp();
  customer = await newCustomer(t);
  meal = await addMeal(t, { price: 300, stock: 500 });
});
afterAll(() => t.close());

const estimate = (payload: unknown = {}) =>
  t.app.inject({
    method: 'POST',
    url: '/api/orders/delivery-estimate',
    headers: customer.headers,
    payload: payload as object,
  });

describe('POST /api/orders/delivery-estimate', () => {
  it('grows with the kitchen’s queue of open orders, and new orders get it', async () => {
    // An empty kitchen first: the seeded open orders are closed.
    await t.db
      .update(orders)
      .set({ status: 'delivered' })
      .where(inArray(orders.status, ['pending', 'confirmed', 'preparing']));
    const empty = deliveryEstimateResponseSchema.parse((await estimate()).json());
    expect(empty).toEqual({
      estimatedDeliveryTime: '25-35 minutes',
      queueLength: 0,
      fulfilment: 'delivery',
      deliveryArea: null,
      deliveryFee: 0,
      minimumOrder: 0,
    });

    for (let i = 0; i < 3; i++) {
      const res = await placeOrderCall(t, customer.headers, orderRequest([{ meal, quantity: 1 }]));
      expect(res.json().order.estimatedDeliveryTime).toBe('25-35 minutes');
    }
    const busier = deliveryEstimateResponseSchema.parse(
      (
        await estimate({
          address: 'Thamel Marg 1, Kathmandu, 44600',
          items: [{ id: meal.id, quantity: 2 }],
        })
      ).json(),
    );
    expect(busier).toMatchObject({
      estimatedDeliveryTime: '30-40 minutes',
      queueLength: 3,
      deliveryArea: { name: 'Thamel', fee: 0, minimumOrder: 0 },
    });
    const fourth = await placeOrderCall(t, customer.headers, orderRequest([{ meal, quantity: 1 }]));
    expect(fourth.json().order.estimatedDeliveryTime).toBe('30-40 minutes');
  });

  it('leaves out orders open for more than 3 hours (forgotten, not cooking)', async () => {
    const now = new Date();
    const inFourHours = new Date(now.getTime() + 4 * 3_600_000);
    expect(await countKitchenQueue(t.db, inFourHours)).toBe(0);
    expect(await countKitchenQueue(t.db, now)).toBeGreaterThan(0);
    expect(estimateDeliveryTime(0)).toBe('25-35 minutes');
  });

  it('needs a session (401)', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/orders/delivery-estimate',
      payload: {},
    });
    expect(res.statusCode).toBe(401);
  });
});

const validate = (payload: unknown) =>
  t.app.inject({
    method: 'POST',
    url: '/api/orders/validate',
    headers: customer.headers,
    payload: payload as object,
  });

describe('POST /api/orders/validate', () => {
  it('says what would be charged, writing nothing', async () => {
    const before = await snapshot(t, [meal.id]);
    const { idempotency_key: _, ...request } = orderRequest([{ meal, quantity: 3 }]);
    const res = await validate(request);
    expect(res.statusCode).toBe(200);
    expect(orderValidateResponseSchema.parse(res.json())).toMatchObject({
      valid: true,
      order: {
        subtotal: 900,
        discount: 0,
        total: 900,
        couponCode: null,
        items: [{ mealId: meal.id, name: meal.name, quantity: 3, price: 300, freeQuantity: 0 }],
        estimatedDeliveryTime: expect.stringMatching(/minutes$/),
      },
      errors: [],
      details: null,
    });
    expect(await snapshot(t, [meal.id])).toEqual(before);
  });

  it('prices a coupon as checkout would', async () => {
    const fresh = await newCustomer(t);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/orders/validate',
      headers: fresh.headers,
      payload: orderRequest([{ meal, quantity: 2 }], { coupon_code: 'FIRST20', discount: 120 }),
    });
    expect(res.json()).toMatchObject({
      valid: true,
      order: { subtotal: 600, discount: 120, total: 480, couponCode: 'FIRST20' },
    });
  });

  it('says why an order would be refused, with the current facts', async () => {
    const scarce = await addMeal(t, { price: 80, stock: 1 });
    const request = orderRequest([
      { meal, quantity: 1 },
      { meal: scarce, quantity: 2 },
    ]);
    const res = await validate({
      ...request,
      items: [{ ...request.items[0], price: 299 }, request.items[1]],
    });
    expect(res.statusCode).toBe(200);
    expect(orderValidateResponseSchema.parse(res.json())).toMatchObject({
      valid: false,
      order: null,
      message: `Only 1 left of ${scarce.name}`,
      errors: [
        `Only 1 left of ${scarce.name}`,
        'Prices have changed since you filled your cart. Please review your cart.',
      ],
      details: {
        items: [
          { id: meal.id, price: 300, available: true },
          { id: scarce.id, price: 80, stock: 1, available: true },
        ],
      },
    });
  });

  it('refuses a malformed order with 400, as checkout does', async () => {
    const res = await validate({ ...orderRequest([{ meal, quantity: 1 }]), phone: '' });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('Phone number is required');
  });

  it('refuses another customer’s id (403) and a caller without a session (401)', async () => {
    const other = await newCustomer(t);
    expect(
      (await validate({ ...orderRequest([{ meal, quantity: 1 }]), user_id: other.id })).statusCode,
    ).toBe(403);
    const anonymous = await t.app.inject({
      method: 'POST',
      url: '/api/orders/validate',
      payload: orderRequest([{ meal, quantity: 1 }]),
    });
    expect(anonymous.statusCode).toBe(401);
  });
});
