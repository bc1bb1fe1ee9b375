import { orders } from '@shop/db';
import { eq } from '@shop/db/orm';
import { orderResponseSchema, STAFF_MESSAGES } from '@shop/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addMeal, orderRequest, placeOrderCall, type TestMeal } from '../../../support/orders.ts';
import { newCustomer, type SignedIn } from '../../../support/sessions.ts';
import { newStaffMember } from '../../../support/staff.ts';
import { startTestApp, type TestApp } from '../../../test-app.ts';

/*
 * docs/product-rules.md#staff-and-roles: the kitchen moves an order to preparing and ready, the
 * counter hands it over (delivered); any other status from them is answered 403 and changes
 * nothing. The managers' statuses are order-status.test.ts's.
 */

let t: TestApp;
let customer: SignedIn;
let kitchen: SignedIn;
let counter: SignedIn;
let meal: TestMeal;
beforeAll(async () => {
  t = await startTestApp();
  customer = await newCustomer(t);
  kitchen = await newStaffMember(t, 'kitchen');
  counter = await newStaffMember(t, 'counter');
  meal = await addMeal(t, { price: 350, stock: 1000 });
});
afterAll(() => t.close());

async function placed() {
  const res = await placeOrderCall(t, customer.headers, orderRequest([{ meal, quantity: 1 }]));
  expect(res.statusCode).toBe(201);
  return orderResponseSchema.parse(res.json()).order.id;
}

const setStatus = (id: string, status: string, who: SignedIn) =>
  t.app.inject({
    method: 'PATCH',
    url: `/api/admin/orders/${id}/status`,
    headers: who.headers,
    payload: { status },
  });

async function statusOf(id: string) {
  const [row] = await t.db.select({ status: orders.status }).from(orders).where(eq(orders.id, id));
  return row?.status;
}

describe('PATCH /api/admin/orders/{id}/status by role', () => {
  it('lets the kitchen cook and the counter hand over', async () => {
    const id = await placed();
    for (const status of ['preparing', 'ready']) {
      const res = await setStatus(id, status, kitchen);
      expect(res.statusCode, res.body).toBe(200);
    }
    const res = await setStatus(id, 'delivered', counter);
    expect(res.statusCode, res.body).toBe(200);
    expect(await statusOf(id)).toBe('delivered');
  });

  it.each([
    ['kitchen', ['confirmed', 'out_for_delivery', 'delivered', 'cancelled', 'pending']],
    ['counter', ['confirmed', 'preparing', 'ready', 'out_for_delivery', 'cancelled']],
  ] as const)(
    'refuses the %s any other status with 403, changing nothing',
    async (role, statuses) => {
      const id = await placed();
      const who = role === 'kitchen' ? kitchen : counter;
      for (const status of statuses) {
        const res = await setStatus(id, status, who);
        expect(res.statusCode).toBe(403);
        expect(res.json()).toEqual({ error: 'FORBIDDEN', message: STAFF_MESSAGES.statusRefused });
      }
      expect(await statusOf(id)).toBe('pending');
    },
  );

  it('refuses the kitchen and the counter accepting, rejecting or deleting an order', async () => {
    const id = await placed();
    for (const who of [kitchen, counter]) {
      for (const [method, url, payload] of [
        ['PATCH', `/api/admin/orders/${id}/accept`, { minutes: 20 }],
        ['PATCH', `/api/admin/orders/${id}/reject`, { reason: 'Closed' }],
        ['DELETE', `/api/orders/${id}`, undefined],
      ] as const) {
        const res = await t.app.inject({ method, url, headers: who.headers, payload });
        expect(res.statusCode).toBe(403);
        expect(res.json().message).toBe(STAFF_MESSAGES.roleRefused);
      }
    }
    expect(await statusOf(id)).toBe('pending');
  });
});
