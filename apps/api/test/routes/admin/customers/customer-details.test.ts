import {
  adminCustomerResponseSchema,
  customerActivityResponseSchema,
  orderResponseSchema,
} from '@shop/shared';
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
  meal = await addMeal(t, { price: 250, stock: 1000 });
});
afterAll(() => t.close());

const get = (url: string, headers: Record<string, string> = admin.headers) =>
  t.app.inject({ method: 'GET', url, headers });

async function placeOrder(customerId: string, quantity: number) {
  const res = await placeOrderCall(
    t,
    await sessionOf(t, customerId),
    orderRequest([{ meal, quantity }]),
  );
  expect(res.statusCode, res.body).toBe(201);
  return orderResponseSchema.parse(res.json()).order;
}

const setOrderStatus = (id: string, status: string) =>
  t.app.inject({
    method: 'PATCH',
    url: `/api/admin/orders/${id}/status`,
    headers: admin.headers,
    payload: { status },
  });

describe('GET /api/admin/customers/:id', () => {
  it('answers personal and address information with the order and spending figures', async () => {
    const tag = uniqueTag();
    const customer = await addCustomer(t, tag, {
      firstName: 'Maya',
      spent: 1200,
      visits: 3,
      password: true,
    });
    const delivered = await placeOrder(customer.id, 2);
    const second = await placeOrder(customer.id, 4);
    await placeOrder(customer.id, 1);
    await setOrderStatus(delivered.id, 'delivered');
    await setOrderStatus(second.id, 'delivered');
    const cancelled = await placeOrder(customer.id, 1);
    await setOrderStatus(cancelled.id, 'cancelled');

    const res = await get(`/api/admin/customers/${customer.id}`);
    expect(res.statusCode).toBe(200);
    const { customer: detail } = adminCustomerResponseSchema.parse(res.json());
    expect(detail).toMatchObject({
      _id: customer.id,
      name: `Maya ${tag}`,
      firstName: 'Maya',
      lastName: tag,
      email: customer.email,
      city: 'Kathmandu',
      zipCode: '44600',
      hasAccount: true,
      // 1200 at the counter, then 500 and 1000 delivered.
      totalSpent: 2700,
      totalOrders: 4,
      visit_count: 3,
      tier: 'Active',
      orders: {
        byStatus: {
          awaiting_payment: 0,
          pending: 1,
          confirmed: 0,
          preparing: 0,
          ready: 0,
          out_for_delivery: 0,
          delivered: 2,
          cancelled: 1,
        },
        deliveredAmount: 1500,
        averageOrderValue: 750,
      },
    });
    expect(detail.orders.firstOrderAt).toBe(delivered.createdAt);
    expect(detail.orders.lastOrderAt).toBe(cancelled.createdAt);
  });

  it('answers a customer without orders with zeros', async () => {
    const customer = await addCustomer(t, uniqueTag());
    const { customer: detail } = adminCustomerResponseSchema.parse(
      (await get(`/api/admin/customers/${customer.id}`)).json(),
    );
    expect(detail.hasAccount).toBe(false);
    expect(detail.orders).toMatchObject({
      deliveredAmount: 0,
      averageOrderValue: 0,
      firstOrderAt: null,
      lastOrderAt: null,
    });
    expect(Object.values(detail.orders.byStatus).every((n) => n === 0)).toBe(true);
  });

  it('answers 404 for an unknown or malformed id, and 401 without an admin session', async () => {
    for (const id of ['00000000-0000-4000-8000-000000000000', 'nobody']) {
      const res = await get(`/api/admin/customers/${id}`);
      expect(res.statusCode).toBe(404);
      expect(res.json().message).toBe('Customer not found');
    }
    const customer = await newCustomer(t);
    expect((await get(`/api/admin/customers/${customer.id}`, customer.headers)).statusCode).toBe(
      401,
    );
    expect((await get(`/api/admin/customers/${customer.id}`, {})).statusCode).toBe(401);
  });
});

describe('GET /api/admin/customers/:id/activity', () => {
  it('lists orders, counter visits and status changes, newest first, with the admin', async () => {
    const customer = await addCustomer(t, uniqueTag());
    const order = await placeOrder(customer.id, 3);
    const visit = await t.app.inject({
      method: 'POST',
      url: '/api/customers/self-register',
      headers: admin.headers,
      payload: { customer_id: customer.id, total_spent: 450.5 },
    });
    expect(visit.statusCode, visit.body).toBe(200);
    for (const status of ['inactive', 'active']) {
      await t.app.inject({
        method: 'PUT',
        url: `/api/admin/customers/${customer.id}/status`,
        headers: admin.headers,
        payload: { status },
      });
    }
    const res = await get(`/api/admin/customers/${customer.id}/activity`);
    expect(res.statusCode).toBe(200);
    const { activity } = customerActivityResponseSchema.parse(res.json());
    expect(activity.map((entry) => entry.kind)).toEqual([
      'activated',
      'deactivated',
      'visit',
      'order',
      'joined',
    ]);
    expect(activity[0]?.adminName).toEqual(expect.any(String));
    expect(activity[2]).toMatchObject({ amount: 450.5, adminName: activity[0]?.adminName });
    expect(activity[3]).toMatchObject({
      orderId: order.id,
      orderStatus: 'pending',
      amount: 750,
      itemCount: 3,
    });
  });

  it('answers 404 for an unknown customer and 401 without a session', async () => {
    expect(
      (await get('/api/admin/customers/00000000-0000-4000-8000-000000000000/activity')).statusCode,
    ).toBe(404);
    expect((await get('/api/admin/customers/x/activity')).statusCode).toBe(404);
    expect((await get('/api/admin/customers/x/activity', {})).statusCode).toBe(401);
  });
});
