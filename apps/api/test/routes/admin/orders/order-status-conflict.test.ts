import { adminAuditLog, orderStatusHistory } from '@shop/db';
import { and, eq } from '@shop/db/orm';
import { orderResponseSchema, orderStatusConflictSchema } from '@shop/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addMeal, orderRequest, placeOrderCall, type TestMeal } from '../../../support/orders.ts';
import { newCustomer, type SignedIn, signInAdmin } from '../../../support/sessions.ts';
import { startTestApp, type TestApp } from '../../../test-app.ts';

/*
 * Issue 8, "Bad input": two admins changing one order at once never lose a status change; the
 * second sees the first. The back office sends the status it saw as expectedStatus.
 */

let t: TestApp;
let admin: SignedIn;
let otherAdmin: SignedIn;
let customer: SignedIn;
let meal: TestMeal;
beforeAll(async () => {
  t = await startTestApp();
  admin = await signInAdmin(t);
  otherAdmin = await signInAdmin(t);
  customer = await newCustomer(t);
  meal = await addMeal(t, { price: 200, stock: 1000 });
});
afterAll(() => t.close());

async function placed() {
  const res = await placeOrderCall(t, customer.headers, orderRequest([{ meal, quantity: 1 }]));
  expect(res.statusCode).toBe(201);
  return orderResponseSchema.parse(res.json()).order;
}

const setStatus = (id: string, payload: object, headers = admin.headers) =>
  t.app.inject({ method: 'PATCH', url: `/api/admin/orders/${id}/status`, headers, payload });

const timelineOf = (id: string) =>
  t.db.select().from(orderStatusHistory).where(eq(orderStatusHistory.orderId, id));

const auditOf = (id: string) =>
  t.db
    .select()
    .from(adminAuditLog)
    .where(and(eq(adminAuditLog.entityId, id), eq(adminAuditLog.action, 'order.status_changed')));

describe('PATCH /api/admin/orders/:id/status with expectedStatus', () => {
  it('of two changes at once from the same status, applies one and refuses the other with the order now', async () => {
    const order = await placed();
    const [first, second] = await Promise.all([
      setStatus(order.id, { status: 'preparing', expectedStatus: 'pending' }, admin.headers),
      setStatus(order.id, { status: 'cancelled', expectedStatus: 'pending' }, otherAdmin.headers),
    ]);
    const answers = [first, second].map((res) => res.statusCode).sort();
    expect(answers).toEqual([200, 409]);
    const winner = [first, second].find((res) => res.statusCode === 200);
    const loser = [first, second].find((res) => res.statusCode === 409);
    const applied = orderResponseSchema.parse(winner?.json()).order.status;
    const conflict = orderStatusConflictSchema.parse(loser?.json());
    expect(conflict.details.order.status).toBe(applied);
    expect(conflict.message).toBe(
      `Someone else changed this order meanwhile: it is now ${applied}`,
    );
    expect(conflict.details.order.timeline.at(-1)).toMatchObject({ status: applied, by: 'admin' });
    expect((await timelineOf(order.id)).map((entry) => entry.status)).toEqual(['pending', applied]);
    expect(await auditOf(order.id)).toHaveLength(1);
  });

  it('refuses a change from a status the order no longer has, changing nothing', async () => {
    const order = await placed();
    expect(
      (await setStatus(order.id, { status: 'out_for_delivery', expectedStatus: 'pending' }))
        .statusCode,
    ).toBe(200);
    const res = await setStatus(order.id, {
      status: 'confirmed',
      expectedStatus: 'pending',
      notes: 'late',
    });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(
      'Someone else changed this order meanwhile: it is now out for delivery',
    );
    expect(orderStatusConflictSchema.parse(res.json()).details.order.status).toBe(
      'out_for_delivery',
    );
    expect(await timelineOf(order.id)).toHaveLength(2);
    // From what it has now, it moves on.
    expect(
      (await setStatus(order.id, { status: 'delivered', expectedStatus: 'out_for_delivery' }))
        .statusCode,
    ).toBe(200);
  });

  it('refuses a closed order with its own message and the order, even when expected', async () => {
    const order = await placed();
    await setStatus(order.id, { status: 'delivered' });
    const res = await setStatus(order.id, { status: 'pending', expectedStatus: 'delivered' });
    expect(res.statusCode).toBe(409);
    expect(orderStatusConflictSchema.parse(res.json())).toMatchObject({
      message: 'This order is already delivered or cancelled: its status cannot change',
      details: { order: { id: order.id, status: 'delivered' } },
    });
  });

  it('refuses an unknown expectedStatus (400)', async () => {
    const order = await placed();
    const res = await setStatus(order.id, { status: 'ready', expectedStatus: 'waiting' });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(
      'expectedStatus must be one of awaiting_payment, pending, confirmed, preparing, ready, out_for_delivery, delivered, cancelled',
    );
  });

  it('answers 404 for an unknown order, also with expectedStatus', async () => {
    const res = await setStatus('00000000-0000-4000-8000-000000000000', {
      status: 'ready',
      expectedStatus: 'pending',
    });
    expect(res.statusCode).toBe(404);
  });
});
