import { adminAuditLog, customers, orderLines, orderStatusHistory, orders } from '@shop/db';
import { and, desc, eq } from '@shop/db/orm';
import { checkInStatusFor, orderResponseSchema, successResponseSchema, toNrs } from '@shop/shared';
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
import { newCustomer, type SignedIn, signInAdmin } from '../../../support/sessions.ts';
import { startTestApp, type TestApp } from '../../../test-app.ts';

let t: TestApp;
let admin: SignedIn;
let customer: SignedIn;
let meal: TestMeal;
beforeAll(async () => {
  t = await startTestApp();
  admin = await signInAdmin(t);
  customer = await newCustomer(t);
  meal = await addMeal(t, { price: 350, stock: 1000 });
});
afterAll(() => t.close());

async function placed(couponCode?: string, discount = 0) {
  const res = await placeOrderCall(
    t,
    customer.headers,
    orderRequest([{ meal, quantity: 2 }], couponCode ? { coupon_code: couponCode, discount } : {}),
  );
  expect(res.statusCode).toBe(201);
  return orderResponseSchema.parse(res.json()).order;
}

const setStatus = (id: string, payload: unknown, headers = admin.headers, prefix = '/api/orders') =>
  t.app.inject({
    method: 'PATCH',
    url: `${prefix}/${id}/status`,
    headers,
    payload: payload as object,
  });

async function statusOf(id: string) {
  const [row] = await t.db.select({ status: orders.status }).from(orders).where(eq(orders.id, id));
  return row?.status;
}

describe.each([
  ['/api/orders', '/api/orders'],
  ['/api/admin/orders', '/api/admin/orders'],
])('PATCH %s/:id/status', (_name, prefix) => {
  it('moves an order through its statuses, each on the timeline with the admin and notes', async () => {
    const order = await placed();
    const announced: string[] = [];
    const stop = await t.database.listen(ORDER_STATUS_CHANNEL, (payload) =>
      announced.push(payload),
    );
    for (const status of ['confirmed', 'preparing', 'ready', 'out_for_delivery'] as const) {
      const res = await setStatus(
        order.id,
        { status, notes: `now ${status}` },
        admin.headers,
        prefix,
      );
      expect(res.statusCode).toBe(200);
      expect(orderResponseSchema.parse(res.json()).order.status).toBe(status);
    }
    // Back to an earlier status is allowed while the order is open
    // (docs/product-rules.md#order-statuses).
    expect(
      (await setStatus(order.id, { status: 'preparing' }, admin.headers, prefix)).statusCode,
    ).toBe(200);
    const history = await t.db
      .select()
      .from(orderStatusHistory)
      .where(eq(orderStatusHistory.orderId, order.id))
      .orderBy(orderStatusHistory.id);
    expect(
      history.map(({ status, changedBy, adminId, notes }) => ({
        status,
        changedBy,
        adminId,
        notes,
      })),
    ).toEqual([
      { status: 'pending', changedBy: 'customer', adminId: null, notes: null },
      { status: 'confirmed', changedBy: 'admin', adminId: admin.id, notes: 'now confirmed' },
      { status: 'preparing', changedBy: 'admin', adminId: admin.id, notes: 'now preparing' },
      { status: 'ready', changedBy: 'admin', adminId: admin.id, notes: 'now ready' },
      {
        status: 'out_for_delivery',
        changedBy: 'admin',
        adminId: admin.id,
        notes: 'now out_for_delivery',
      },
      { status: 'preparing', changedBy: 'admin', adminId: admin.id, notes: null },
    ]);
    await expect.poll(() => announced.length).toBe(5);
    expect(announced.map((payload) => JSON.parse(payload).historyId)).toEqual(
      history.slice(1).map((h) => h.id),
    );
    await stop();

    const audit = await t.db
      .select()
      .from(adminAuditLog)
      .where(and(eq(adminAuditLog.entityType, 'order'), eq(adminAuditLog.entityId, order.id)))
      .orderBy(desc(adminAuditLog.createdAt));
    expect(audit).toHaveLength(5);
    expect(audit[0]).toMatchObject({
      adminId: admin.id,
      action: 'order.status_changed',
      details: { from: 'out_for_delivery', to: 'preparing', notes: null },
    });
  });

  it('delivers an order, adding its total to the customer’s spending, and then refuses changes', async () => {
    const order = await placed();
    const [before] = await t.db.select().from(customers).where(eq(customers.id, customer.id));
    expect(
      (await setStatus(order.id, { status: 'delivered' }, admin.headers, prefix)).statusCode,
    ).toBe(200);
    const [after] = await t.db.select().from(customers).where(eq(customers.id, customer.id));
    expect(after?.totalSpentPaisa).toBe((before?.totalSpentPaisa ?? 0) + 70_000);
    expect(after?.checkInStatus).toBe(checkInStatusFor(toNrs(after?.totalSpentPaisa ?? 0)));
    expect(after?.checkInStatus).not.toBe('new');
    const res = await setStatus(order.id, { status: 'cancelled' }, admin.headers, prefix);
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(
      'This order is already delivered or cancelled: its status cannot change',
    );
    expect(await statusOf(order.id)).toBe('delivered');
  });

  it('cancels an order, giving back stock and the coupon use', async () => {
    const coupon = await addCoupon(t, { percentOff: 10, usageLimit: 10 });
    const stock = await mealState(t, meal.id);
    const order = await placed(coupon.code, 70);
    await setStatus(order.id, { status: 'confirmed' }, admin.headers, prefix);
    const res = await setStatus(
      order.id,
      { status: 'cancelled', notes: 'Out of buns' },
      admin.headers,
      prefix,
    );
    expect(res.statusCode).toBe(200);
    expect(res.json().order.timeline.at(-1)).toMatchObject({
      status: 'cancelled',
      by: 'admin',
      notes: 'Out of buns',
    });
    expect(await mealState(t, meal.id)).toMatchObject({ stock: stock.stock, sold: stock.sold });
    expect(await couponState(t, coupon.code)).toEqual({ usedCount: 0, redemptions: 0 });
    expect(
      (await setStatus(order.id, { status: 'pending' }, admin.headers, prefix)).statusCode,
    ).toBe(409);
  });

  it.each([
    [
      { status: 'lost' },
      'status must be one of awaiting_payment, pending, confirmed, preparing, ready, out_for_delivery, delivered, cancelled',
    ],
    [
      {},
      'status must be one of awaiting_payment, pending, confirmed, preparing, ready, out_for_delivery, delivered, cancelled',
    ],
    [{ status: 'ready', notes: 'n'.repeat(501) }, 'Notes must be at most 500 characters'],
  ])('refuses %j (400)', async (payload, message) => {
    const order = await placed();
    const res = await setStatus(order.id, payload, admin.headers, prefix);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(message);
    expect(await statusOf(order.id)).toBe('pending');
  });

  it('answers 404 for an unknown or malformed id', async () => {
    expect(
      (
        await setStatus(
          '00000000-0000-4000-8000-000000000000',
          { status: 'ready' },
          admin.headers,
          prefix,
        )
      ).statusCode,
    ).toBe(404);
    expect((await setStatus('x', { status: 'ready' }, admin.headers, prefix)).statusCode).toBe(404);
  });

  it('refuses a customer’s session and no session (401), changing nothing', async () => {
    const order = await placed();
    for (const headers of [customer.headers, {}]) {
      const res = await setStatus(
        order.id,
        { status: 'delivered' },
        headers as typeof admin.headers,
        prefix,
      );
      expect(res.statusCode).toBe(401);
    }
    expect(await statusOf(order.id)).toBe('pending');
  });
});

describe('DELETE /api/orders/:id', () => {
  const remove = (id: string, headers: Record<string, string> = admin.headers) =>
    t.app.inject({ method: 'DELETE', url: `/api/orders/${id}`, headers });

  it('deletes a delivered order with its lines and timeline, and keeps it in the audit log', async () => {
    const order = await placed();
    await setStatus(order.id, { status: 'delivered' });
    const res = await remove(order.id);
    expect(res.statusCode).toBe(200);
    expect(successResponseSchema.parse(res.json())).toEqual({
      success: true,
      message: 'Order deleted',
    });
    expect(await t.db.select().from(orders).where(eq(orders.id, order.id))).toEqual([]);
    expect(await t.db.select().from(orderLines).where(eq(orderLines.orderId, order.id))).toEqual(
      [],
    );
    expect(
      await t.db.select().from(orderStatusHistory).where(eq(orderStatusHistory.orderId, order.id)),
    ).toEqual([]);
    const [entry] = await t.db
      .select()
      .from(adminAuditLog)
      .where(and(eq(adminAuditLog.action, 'order.deleted'), eq(adminAuditLog.entityId, order.id)));
    expect(entry).toMatchObject({
      adminId: admin.id,
      details: { status: 'delivered', totalPaisa: 70_000 },
    });
    expect((await remove(order.id)).statusCode).toBe(404);
  });

  it('deletes a cancelled order', async () => {
    const order = await placed();
    await setStatus(order.id, { status: 'cancelled' });
    expect((await remove(order.id)).statusCode).toBe(200);
  });

  it('refuses an open order (409): it must be cancelled first', async () => {
    const order = await placed();
    const res = await remove(order.id);
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe('Only delivered or cancelled orders can be deleted');
    expect(await statusOf(order.id)).toBe('pending');
  });

  it('refuses the customer who placed it (401), and a malformed id is 404', async () => {
    const order = await placed();
    await setStatus(order.id, { status: 'delivered' });
    expect((await remove(order.id, customer.headers)).statusCode).toBe(401);
    expect(await statusOf(order.id)).toBe('delivered');
    expect((await remove('nope')).statusCode).toBe(404);
  });
});
