import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addMeal, mealState, placedOrder, type TestMeal } from '../../../support/orders.ts';
import { newCustomer, type SignedIn, signInAdmin } from '../../../support/sessions.ts';
import { startTestApp, type TestApp } from '../../../test-app.ts';

/*
 * The kitchen answers a new order (docs/product-rules.md#accepting-orders): accept with a
 * preparation time, or reject with a reason from the list; the customer sees either.
 */

const now = new Date('2026-12-02T06:15:00.000Z');
let t: TestApp;
let admin: SignedIn;
let meal: TestMeal;
beforeAll(async () => {
  t = await startTestApp({ clock: () => now });
  admin = await signInAdmin(t);
  meal = await addMeal(t, { price: 250, stock: 10 });
});
afterAll(() => t.close());

const answer = (id: string, action: 'accept' | 'reject', payload: object) =>
  t.app.inject({
    method: 'PATCH',
    url: `/api/admin/orders/${id}/${action}`,
    headers: admin.headers,
    payload,
  });

describe('accepting and rejecting a new order', () => {
  it('accepts with a preparation time that the customer sees as the time it is ready', async () => {
    const customer = await newCustomer(t);
    const order = await placedOrder(t, customer, meal);
    const accepted = await answer(order.id, 'accept', { minutes: 20 });
    expect(accepted.statusCode).toBe(200);
    expect(accepted.json().order).toMatchObject({
      status: 'confirmed',
      readyBy: '2026-12-02T06:35:00.000Z',
    });
    const seen = await t.app.inject({ url: `/api/orders/${order.id}`, headers: customer.headers });
    expect(seen.json().order).toMatchObject({
      status: 'confirmed',
      readyBy: '2026-12-02T06:35:00.000Z',
    });
    expect(seen.json().order.timeline.at(-1)).toMatchObject({
      status: 'confirmed',
      notes: 'Accepted: ready in 20 minutes',
    });
    const again = await answer(order.id, 'reject', { reason: 'kitchen_busy' });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({
      message: 'Only new (pending) orders can be accepted or rejected',
      details: { order: { status: 'confirmed' } },
    });
  });

  it('rejects with a reason, giving the stock back, and the customer reads the reason', async () => {
    const customer = await newCustomer(t);
    const before = await mealState(t, meal.id);
    const order = await placedOrder(t, customer, meal, 2);
    const rejected = await answer(order.id, 'reject', { reason: 'outside_area' });
    expect(rejected.statusCode).toBe(200);
    expect(rejected.json().order).toMatchObject({
      status: 'cancelled',
      rejectionReason: 'We cannot deliver to this address',
    });
    expect(await mealState(t, meal.id)).toEqual(before);
    const seen = await t.app.inject({ url: `/api/orders/${order.id}`, headers: customer.headers });
    expect(seen.json().order.rejectionReason).toBe('We cannot deliver to this address');
  });

  it('says what is wrong with the minutes or the reason', async () => {
    const order = await placedOrder(t, await newCustomer(t), meal);
    for (const minutes of [0, 4, 241, 2.5, 'soon']) {
      const refused = await answer(order.id, 'accept', { minutes });
      expect(refused.statusCode).toBe(400);
      expect(refused.json().message).toBe('minutes must be a whole number from 5 to 240');
    }
    const badReason = await answer(order.id, 'reject', { reason: 'because' });
    expect(badReason.statusCode).toBe(400);
    expect(badReason.json().message).toBe(
      'reason must be one of kitchen_busy, sold_out, outside_area, closing, unreachable',
    );
  });

  it('answers 404 for an unknown order and 401 without an admin', async () => {
    expect(
      (await answer('7b0d7c4e-0000-4000-8000-000000000000', 'accept', { minutes: 20 })).statusCode,
    ).toBe(404);
    const anonymous = await t.app.inject({
      method: 'PATCH',
      url: '/api/admin/orders/7b0d7c4e-0000-4000-8000-000000000000/accept',
      payload: { minutes: 20 },
    });
    expect(anonymous.statusCode).toBe(401);
  });
});
