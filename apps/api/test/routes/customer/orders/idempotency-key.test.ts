import { randomUUID } from 'node:crypto';
import { orderResponseSchema } from '@shop/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  addMeal,
  mealState,
  orderRequest,
  placeOrderCall,
  type TestMeal,
} from '../../../support/orders.ts';
import { newCustomer, type SignedIn } from '../../../support/sessions.ts';
import { startTestApp, type TestApp } from '../../../test-app.ts';

/*
 * The order request as the documents write it (docs/product-rules.md#ordering): no key of ours
 * is needed; the shop's key is accepted in the body or as the `Idempotency-Key` header.
 */

let t: TestApp;
let customer: SignedIn;
let burger: TestMeal;
beforeAll(async () => {
  t = await startTestApp();
  customer = await newCustomer(t);
  burger = await addMeal(t, { price: 450, stock: 100 });
});
afterAll(() => t.close());

/** Exactly the documents' fields: user_id, items, total_amount, … notes; nothing else. */
function documentsRequest() {
  return {
    user_id: customer.id,
    items: [{ id: burger.id, name: burger.name, quantity: 1, price: burger.price }],
    total_amount: burger.price,
    delivery_address: 'Thamel Marg 1, Kathmandu, 44600',
    coupon_code: null,
    discount_amount: 0,
    phone: '9801234567',
    payment_method: 'cash',
    notes: 'Ring twice',
  };
}

const place = (payload: unknown, headers: Record<string, string> = {}) =>
  placeOrderCall(t, { ...customer.headers, ...headers }, payload);

describe('POST /api/orders without a key of ours', () => {
  it('places the documents’ request as written, and each such request is an order', async () => {
    const before = await mealState(t, burger.id);
    const first = await place(documentsRequest());
    expect(first.statusCode, first.body).toBe(201);
    expect(orderResponseSchema.parse(first.json()).order).toMatchObject({
      status: 'pending',
      totalAmount: burger.price,
      notes: 'Ring twice',
      estimatedDeliveryTime: expect.any(String),
    });
    const second = await place(documentsRequest());
    expect(second.statusCode).toBe(201);
    expect(second.json().order.id).not.toBe(first.json().order.id);
    expect((await mealState(t, burger.id)).stock).toBe(before.stock - 2);
  });
});

describe('the Idempotency-Key header', () => {
  it('gives the first order for the same key twice, placed once', async () => {
    const key = randomUUID();
    const before = await mealState(t, burger.id);
    const first = await place(documentsRequest(), { 'Idempotency-Key': key });
    const again = await place(documentsRequest(), { 'Idempotency-Key': key });
    expect([first.statusCode, again.statusCode]).toEqual([201, 200]);
    expect(again.json().order).toEqual(first.json().order);
    expect((await mealState(t, burger.id)).stock).toBe(before.stock - 1);
  });

  it('is the same key as the body’s idempotency_key', async () => {
    const key = randomUUID();
    const first = await place(
      orderRequest([{ meal: burger, quantity: 1 }], { idempotency_key: key }),
    );
    const again = await place(documentsRequest(), { 'Idempotency-Key': key });
    const both = await place(
      orderRequest([{ meal: burger, quantity: 1 }], { idempotency_key: key }),
      { 'Idempotency-Key': key },
    );
    expect([first.statusCode, again.statusCode, both.statusCode]).toEqual([201, 200, 200]);
    expect(again.json().order.id).toBe(first.json().order.id);
    expect(both.json().order.id).toBe(first.json().order.id);
  });

  it('is refused (400) when it differs from the body’s key, and nothing is placed', async () => {
    const before = await mealState(t, burger.id);
    const res = await place(orderRequest([{ meal: burger, quantity: 1 }]), {
      'Idempotency-Key': randomUUID(),
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      error: 'VALIDATION_FAILED',
      message:
        'The Idempotency-Key header and idempotency_key differ: send the key once, or the same in both',
    });
    expect(await mealState(t, burger.id)).toEqual(before);
  });

  it('is refused (400) when it is not a UUID', async () => {
    const res = await place(documentsRequest(), { 'Idempotency-Key': 'again' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      error: 'VALIDATION_FAILED',
      message: 'The Idempotency-Key header must be a UUID',
    });
  });

  it('is documented as an optional header, and the body’s key as optional', async () => {
    const doc = (await t.app.inject('/api/docs/json')).json();
    const operation = doc.paths['/api/orders'].post;
    expect(operation.parameters).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ in: 'header', name: 'idempotency-key', required: false }),
      ]),
    );
    expect(doc.components.schemas.OrderRequest.required).not.toContain('idempotency_key');
  });
});
