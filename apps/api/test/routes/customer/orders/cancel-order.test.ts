import { couponRedemptions, orders } from '@shop/db';
import { eq } from '@shop/db/orm';
import { orderResponseSchema } from '@shop/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ORDER_STATUS_CHANNEL } from '../../../../src/services/orders/announce-order-status.ts';
import {
  addCoupon,
  addMeal,
  couponState,
  mealState,
  orderRequest,
  placeOrderCall,
  type TestMeal,
} from '../../../support/orders.ts';
import { newCustomer, type SignedIn } from '../../../support/sessions.ts';
import { startTestApp, type TestApp } from '../../../test-app.ts';

let t: TestApp;
let customer: SignedIn;
let burger: TestMeal;
let fries: TestMeal;
beforeAll(async () => {
  t = await startTestApp();
  customer = await newCustomer(t);
  burger = await addMeal(t, { price: 400, stock: 1000 });
  fries = await addMeal(t, { price: 150, stock: 1000 });
});
afterAll(() => t.close());

async function placeWith(couponCode?: string, discount = 0) {
  const res = await placeOrderCall(
    t,
    customer.headers,
    orderRequest(
      [
        { meal: burger, quantity: 2 },
        { meal: fries, quantity: 3 },
      ],
      couponCode ? { coupon_code: couponCode, discount } : {},
    ),
  );
  expect(res.statusCode).toBe(201);
  return orderResponseSchema.parse(res.json()).order;
}

const cancel = (id: string, payload: unknown = {}, who: SignedIn = customer) =>
  t.app.inject({
    method: 'PUT',
    url: `/api/orders/${id}/cancel`,
    headers: who.headers,
    payload: payload as object,
  });

describe('PUT /api/orders/:id/cancel', () => {
  it('cancels a pending order, giving back stock, sold quantity and the coupon use', async () => {
    const coupon = await addCoupon(t, { percentOff: 10, usageLimit: 5 });
    const before = { burger: await mealState(t, burger.id), fries: await mealState(t, fries.id) };
    const order = await placeWith(coupon.code, 125);
    expect(await couponState(t, coupon.code)).toEqual({ usedCount: 1, redemptions: 1 });

    const announced: string[] = [];
    const stop = await t.database.listen(ORDER_STATUS_CHANNEL, (payload) =>
      announced.push(payload),
    );
    const res = await cancel(order.id, { reason: '  Ordered by mistake ' });
    expect(res.statusCode).toBe(200);
    const cancelled = orderResponseSchema.parse(res.json()).order;
    expect(cancelled.status).toBe('cancelled');
    expect(cancelled.timeline.map(({ status, by, notes }) => ({ status, by, notes }))).toEqual([
      { status: 'pending', by: 'customer', notes: null },
      { status: 'cancelled', by: 'customer', notes: 'Ordered by mistake' },
    ]);

    expect(await mealState(t, burger.id)).toMatchObject({
      stock: before.burger.stock,
      sold: before.burger.sold,
    });
    expect(await mealState(t, fries.id)).toMatchObject({
      stock: before.fries.stock,
      sold: before.fries.sold,
    });
    expect(await couponState(t, coupon.code)).toEqual({ usedCount: 0, redemptions: 0 });
    expect(
      await t.db.select().from(couponRedemptions).where(eq(couponRedemptions.orderId, order.id)),
    ).toEqual([]);

    await expect.poll(() => announced.length).toBe(1);
    expect(JSON.parse(announced[0] ?? '{}')).toEqual({
      customerId: customer.id,
      orderId: order.id,
      historyId: cancelled.timeline[1]?.id,
    });
    await stop();
  });

  it('cancels without a body or a reason', async () => {
    const order = await placeWith();
    const res = await t.app.inject({
      method: 'PUT',
      url: `/api/orders/${order.id}/cancel`,
      headers: customer.headers,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().order.timeline[1]).toMatchObject({ status: 'cancelled', notes: null });
  });

  it.each(['confirmed', 'preparing', 'delivered', 'cancelled'])(
    'refuses an order that is %s (409), changing nothing',
    async (status) => {
      const order = await placeWith();
      await t.db.update(orders).set({ status }).where(eq(orders.id, order.id));
      const stock = await mealState(t, burger.id);
      const res = await cancel(order.id);
      expect(res.statusCode).toBe(409);
      expect(res.json()).toEqual({
        error: 'CONFLICT',
        message: 'Only pending orders can be cancelled',
      });
      expect(await mealState(t, burger.id)).toEqual(stock);
      const [row] = await t.db
        .select({ status: orders.status })
        .from(orders)
        .where(eq(orders.id, order.id));
      expect(row?.status).toBe(status);
    },
  );

  it('cancels once: a second cancel is refused and gives nothing back twice', async () => {
    const order = await placeWith();
    const answers = await Promise.all([cancel(order.id), cancel(order.id)]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409]);
    const after = await mealState(t, burger.id);
    await cancel(order.id);
    expect(await mealState(t, burger.id)).toEqual(after);
  });

  it('answers 404 for another customer’s order, which stays pending', async () => {
    const order = await placeWith();
    const stranger = await newCustomer(t);
    const res = await cancel(order.id, {}, stranger);
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toBe('Order not found');
    const [row] = await t.db
      .select({ status: orders.status })
      .from(orders)
      .where(eq(orders.id, order.id));
    expect(row?.status).toBe('pending');
  });

  it('answers 404 for a malformed id', async () => {
    expect((await cancel('12345')).statusCode).toBe(404);
  });

  it('refuses a reason over 500 characters (400)', async () => {
    const order = await placeWith();
    const res = await cancel(order.id, { reason: 'r'.repeat(501) });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('The reason must be at most 500 characters');
  });

  it('needs a session (401)', async () => {
    const order = await placeWith();
    const res = await t.app.inject({
      method: 'PUT',
      url: `/api/orders/${order.id}/cancel`,
      payload: {},
    });
    expect(res.statusCode).toBe(401);
  });
});
