import { orders } from '@shop/db';
import { eq } from '@shop/db/orm';
import { orderResponseSchema, STAFF_MESSAGES } from '@shop/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addMeal, orderRequest, placeOrderCall, type TestMeal } from '../../../support/orders.ts';
import { newCustomer, type SignedIn, signInAdmin } from '../../../support/sessions.ts';
import { newStaffMember } from '../../../support/staff.ts';
import { startTestApp, type TestApp } from '../../../test-app.ts';

/*
 * docs/product-rules.md#staff-and-roles: the kitchen moves an accepted order on (confirmed →
 * preparing → ready) at its own call, which answers nothing of the customer; the counter hands
 * over what is ready or out (→ delivered). Any other move is answered 403 and changes nothing.
 * The managers' statuses are order-status.test.ts's.
 */

let t: TestApp;
let customer: SignedIn;
let owner: SignedIn;
let kitchen: SignedIn;
let counter: SignedIn;
let meal: TestMeal;
beforeAll(async () => {
  t = await startTestApp();
  customer = await newCustomer(t);
  owner = await signInAdmin(t);
  kitchen = await newStaffMember(t, 'kitchen');
  counter = await newStaffMember(t, 'counter');
  meal = await addMeal(t, { price: 350, stock: 1000 });
});
afterAll(() => t.close());

async function placed(status?: string) {
  const res = await placeOrderCall(t, customer.headers, orderRequest([{ meal, quantity: 1 }]));
  expect(res.statusCode).toBe(201);
  const id = orderResponseSchema.parse(res.json()).order.id;
  if (status) expect((await setStatus(id, status, owner)).statusCode).toBe(200);
  return id;
}

const setStatus = (id: string, status: string, who: SignedIn) =>
  t.app.inject({
    method: 'PATCH',
    url: `/api/admin/orders/${id}/status`,
    headers: who.headers,
    payload: { status },
  });

const moveTicket = (id: string, status: string, expectedStatus: string, who = kitchen) =>
  t.app.inject({
    method: 'PATCH',
    url: `/api/kitchen/tickets/${id}/status`,
    headers: who.headers,
    payload: { status, expectedStatus },
  });

async function statusOf(id: string) {
  const [row] = await t.db.select({ status: orders.status }).from(orders).where(eq(orders.id, id));
  return row?.status;
}

describe('the kitchen moves its tickets', () => {
  it('cooks an accepted order, answered with its status and nothing of the customer', async () => {
    const id = await placed('confirmed');
    const preparing = await moveTicket(id, 'preparing', 'confirmed');
    expect(preparing.statusCode, preparing.body).toBe(200);
    expect(preparing.json()).toEqual({ id, status: 'preparing' });
    const ready = await moveTicket(id, 'ready', 'preparing');
    expect(ready.json()).toEqual({ id, status: 'ready' });
    expect(await statusOf(id)).toBe('ready');
  });

  it('refuses a pending order (not accepted yet) and a move back, with 403', async () => {
    const pending = await placed();
    const res = await moveTicket(pending, 'preparing', 'pending' as never);
    expect(res.statusCode).toBe(400);
    // Claiming the status it shows does not help: the move is checked against the order's own.
    const claimed = await moveTicket(pending, 'preparing', 'confirmed');
    expect(claimed.statusCode).toBe(409);
    expect(claimed.json().details).toEqual({ id: pending, status: 'pending' });
    expect(await statusOf(pending)).toBe('pending');

    const out = await placed('out_for_delivery');
    const back = await moveTicket(out, 'ready', 'ready');
    expect(back.statusCode).toBe(409);
    expect(JSON.stringify(back.json())).not.toContain('Thamel');
    expect(await statusOf(out)).toBe('out_for_delivery');
  });

  it('refuses the order status call itself to the kitchen (its answer carries the customer)', async () => {
    const id = await placed('confirmed');
    const res = await setStatus(id, 'preparing', kitchen);
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toBe(STAFF_MESSAGES.roleRefused);
    expect(await statusOf(id)).toBe('confirmed');
  });
});

describe('the counter hands orders over', () => {
  it.each(['ready', 'out_for_delivery'])('marks an order that is %s delivered', async (from) => {
    const id = await placed(from);
    const res = await setStatus(id, 'delivered', counter);
    expect(res.statusCode, res.body).toBe(200);
    expect(await statusOf(id)).toBe('delivered');
  });

  it('refuses delivering a pending or cooking order, and every other move, with 403', async () => {
    for (const from of [undefined, 'confirmed', 'preparing']) {
      const id = await placed(from);
      for (const status of ['delivered', 'confirmed', 'preparing', 'ready', 'cancelled']) {
        if (status === from) continue;
        const res = await setStatus(id, status, counter);
        expect(res.statusCode, `${from} → ${status}`).toBe(403);
        expect(res.json()).toEqual({ error: 'FORBIDDEN', message: STAFF_MESSAGES.statusRefused });
      }
      expect(await statusOf(id)).toBe(from ?? 'pending');
    }
  });

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
