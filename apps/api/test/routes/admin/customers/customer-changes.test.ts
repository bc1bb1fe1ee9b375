import { adminAuditLog, customerSessions, customers, orders } from '@shop/db';
import { and, eq } from '@shop/db/orm';
import { customerStatusResponseSchema, orderResponseSchema } from '@shop/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addMeal, orderRequest, placeOrderCall, type TestMeal } from '../../../support/orders.ts';
import { newCustomer, type SignedIn, signInAdmin } from '../../../support/sessions.ts';
import { startTestApp, type TestApp } from '../../../test-app.ts';
import { addCustomer, sessionOf, uniqueTag } from './customer-fixtures.ts';

let t: TestApp;
let admin: SignedIn;
let meal: TestMeal;
beforeAll(async () => {
  t = await startTestApp();
  admin = await signInAdmin(t);
  meal = await addMeal(t, { price: 300, stock: 1000 });
});
afterAll(() => t.close());

const setStatus = (id: string, payload: unknown, headers: Record<string, string> = admin.headers) =>
  t.app.inject({
    method: 'PUT',
    url: `/api/admin/customers/${id}/status`,
    headers,
    payload: payload as object,
  });

const remove = (id: string, headers: Record<string, string> = admin.headers) =>
  t.app.inject({ method: 'DELETE', url: `/api/admin/customers/${id}`, headers });

const profile = (headers: Record<string, string>) =>
  t.app.inject({ method: 'GET', url: '/api/customers/profile', headers });

async function auditOf(id: string, action: string) {
  return t.db
    .select()
    .from(adminAuditLog)
    .where(and(eq(adminAuditLog.entityId, id), eq(adminAuditLog.action, action)));
}

async function placeOrder(customerId: string) {
  const res = await placeOrderCall(
    t,
    await sessionOf(t, customerId),
    orderRequest([{ meal, quantity: 1 }]),
  );
  expect(res.statusCode, res.body).toBe(201);
  return orderResponseSchema.parse(res.json()).order;
}

describe('PUT /api/admin/customers/:id/status', () => {
  it('deactivates a customer, ending their sessions at once, and reactivates them', async () => {
    const customer = await newCustomer(t, { totalSpentPaisa: 600_000 });
    expect((await profile(customer.headers)).statusCode).toBe(200);

    const res = await setStatus(customer.id, { status: 'inactive' });
    expect(res.statusCode).toBe(200);
    expect(customerStatusResponseSchema.parse(res.json())).toMatchObject({
      success: true,
      message: 'Customer status updated',
      customer: { _id: customer.id, isActive: false, tier: 'Inactive' },
    });
    expect((await profile(customer.headers)).statusCode).toBe(401);
    expect(
      await t.db
        .select()
        .from(customerSessions)
        .where(eq(customerSessions.customerId, customer.id)),
    ).toEqual([]);

    const back = await setStatus(customer.id, { status: 'active' });
    expect(back.json().customer).toMatchObject({ isActive: true, tier: 'Regular' });
    const audit = await auditOf(customer.id, 'customer.status_changed');
    expect(audit.map((entry) => ({ adminId: entry.adminId, details: entry.details }))).toEqual(
      expect.arrayContaining([
        { adminId: admin.id, details: { from: 'active', to: 'inactive' } },
        { adminId: admin.id, details: { from: 'inactive', to: 'active' } },
      ]),
    );
    expect(audit).toHaveLength(2);
  });

  it('changes and logs nothing when the customer already has that status', async () => {
    const customer = await addCustomer(t, uniqueTag());
    const res = await setStatus(customer.id, { status: 'active' });
    expect(res.statusCode).toBe(200);
    expect(await auditOf(customer.id, 'customer.status_changed')).toEqual([]);
  });

  it.each([[{ status: 'banned' }], [{}], [{ status: true }]])(
    'refuses %j (400)',
    async (payload) => {
      const customer = await addCustomer(t, uniqueTag());
      const res = await setStatus(customer.id, payload);
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe('status must be one of active, inactive');
      const [row] = await t.db.select().from(customers).where(eq(customers.id, customer.id));
      expect(row?.isActive).toBe(true);
    },
  );

  it('answers 404 for an unknown customer and 401 to a customer’s own session', async () => {
    expect(
      (await setStatus('00000000-0000-4000-8000-000000000000', { status: 'inactive' })).statusCode,
    ).toBe(404);
    expect((await setStatus('x', { status: 'inactive' })).statusCode).toBe(404);
    const customer = await newCustomer(t);
    expect(
      (await setStatus(customer.id, { status: 'inactive' }, customer.headers)).statusCode,
    ).toBe(401);
    expect((await profile(customer.headers)).statusCode).toBe(200);
  });
});

describe('DELETE /api/admin/customers/:id', () => {
  it('deletes the customer; their closed orders stay with the copied name and email', async () => {
    const tag = uniqueTag();
    const customer = await addCustomer(t, tag, { firstName: 'Gita', spent: 900 });
    const order = await placeOrder(customer.id);
    await t.app.inject({
      method: 'PATCH',
      url: `/api/admin/orders/${order.id}/status`,
      headers: admin.headers,
      payload: { status: 'delivered' },
    });
    const res = await remove(customer.id);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success: true, message: 'Customer deleted successfully' });
    expect(await t.db.select().from(customers).where(eq(customers.id, customer.id))).toEqual([]);
    const [kept] = await t.db.select().from(orders).where(eq(orders.id, order.id));
    expect(kept).toMatchObject({
      customerId: null,
      customerName: `Gita ${tag}`,
      customerEmail: customer.email,
      status: 'delivered',
    });
    const [entry] = await auditOf(customer.id, 'customer.deleted');
    expect(entry).toMatchObject({
      adminId: admin.id,
      details: {
        name: `Gita ${tag}`,
        email: customer.email,
        totalSpentPaisa: 120_000,
        orderCount: 1,
      },
    });
    expect((await remove(customer.id)).statusCode).toBe(404);
  });

  it('refuses a customer with an open order (409), deleting nothing', async () => {
    const customer = await addCustomer(t, uniqueTag());
    await placeOrder(customer.id);
    const res = await remove(customer.id);
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(
      'This customer has 1 open order: deliver or cancel it before deleting the customer',
    );
    expect(await t.db.select().from(customers).where(eq(customers.id, customer.id))).toHaveLength(
      1,
    );
  });

  it('answers 404 for an unknown or malformed id and 401 without an admin session', async () => {
    expect((await remove('00000000-0000-4000-8000-000000000000')).statusCode).toBe(404);
    expect((await remove('abc')).statusCode).toBe(404);
    const customer = await newCustomer(t);
    expect((await remove(customer.id, customer.headers)).statusCode).toBe(401);
    expect((await remove(customer.id, {})).statusCode).toBe(401);
    expect(await t.db.select().from(customers).where(eq(customers.id, customer.id))).toHaveLength(
      1,
    );
  });
});
