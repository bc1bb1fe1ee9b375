import { orders } from '@shop/db';
import { eq } from '@shop/db/orm';
import {
  orderListResponseSchema,
  orderResponseSchema,
  orderTrackingResponseSchema,
} from '@shop/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addMeal, orderRequest, placeOrderCall, type TestMeal } from '../../../support/orders.ts';
import { newCustomer, type SignedIn, signInCustomer } from '../../../support/sessions.ts';
import { startTestApp, type TestApp } from '../../../test-app.ts';

let t: TestApp;
let customer: SignedIn;
let stranger: SignedIn;
let meal: TestMeal;
/** The customer's orders, oldest first, with the day (Kathmandu) and status each is given. */
const placed: { id: string; day: string; status: string; total: number }[] = [];

const PLAN = [
  { day: '2025-03-01', status: 'delivered', quantity: 1 },
  { day: '2025-03-05', status: 'delivered', quantity: 2 },
  { day: '2025-03-05', status: 'cancelled', quantity: 3 },
  { day: '2025-03-10', status: 'preparing', quantity: 1 },
  { day: '2025-03-12', status: 'pending', quantity: 4 },
] as const;

beforeAll(async () => {
  t = await startTestApp();
  customer = await newCustomer(t);
  stranger = await newCustomer(t);
  meal = await addMeal(t, { price: 250 });
  for (const [i, step] of PLAN.entries()) {
    const res = await placeOrderCall(
      t,
      customer.headers,
      orderRequest([{ meal, quantity: step.quantity }]),
    );
    const id: string = res.json().order.id;
    // 23:30 in Kathmandu on the given day is 17:45 UTC: the filter must read Kathmandu days.
    await t.db
      .update(orders)
      .set({ status: step.status, createdAt: new Date(`${step.day}T17:45:${10 + i}Z`) })
      .where(eq(orders.id, id));
    placed.push({ id, day: step.day, status: step.status, total: 250 * step.quantity });
  }
});
afterAll(() => t.close());

const get = (url: string, who: SignedIn = customer) =>
  t.app.inject({ method: 'GET', url, headers: who.headers });

describe('GET /api/orders/my-orders', () => {
  it('lists the caller’s orders newest first with total spent, completed count and pages', async () => {
    const res = await get('/api/orders/my-orders');
    expect(res.statusCode).toBe(200);
    const body = orderListResponseSchema.parse(res.json());
    expect(body.orders.map((order) => order.id)).toEqual(placed.map((p) => p.id).reverse());
    expect(body.totalSpent).toBe(250 + 500);
    expect(body.completedCount).toBe(2);
    expect(body.pagination).toEqual({ page: 1, limit: 10, total: 5, pages: 1 });
    expect(body.orders[0]?.items).toEqual([
      { mealId: meal.id, name: meal.name, quantity: 4, price: 250, freeQuantity: 0, options: [] },
    ]);
  });

  it('pages', async () => {
    const body = orderListResponseSchema.parse(
      (await get('/api/orders/my-orders?page=2&limit=2')).json(),
    );
    expect(body.orders.map((order) => order.id)).toEqual([placed[2]?.id, placed[1]?.id]);
    expect(body.pagination).toEqual({ page: 2, limit: 2, total: 5, pages: 3 });
  });

  it.each([
    ['page=0', 'page must be a whole number between 1 and 100000'],
    ['limit=101', 'limit must be a whole number between 1 and 100'],
    ['limit=ten', 'limit must be a whole number between 1 and 100'],
  ])('refuses %s', async (query, message) => {
    const res = await get(`/api/orders/my-orders?${query}`);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(message);
  });

  it('is empty for a customer without orders', async () => {
    const body = orderListResponseSchema.parse(
      (await get('/api/orders/my-orders', stranger)).json(),
    );
    expect(body).toEqual({
      orders: [],
      totalSpent: 0,
      completedCount: 0,
      pagination: { page: 1, limit: 10, total: 0, pages: 0 },
    });
  });
});

describe('GET /api/orders', () => {
  it('lists the caller’s orders too', async () => {
    const body = orderListResponseSchema.parse((await get('/api/orders?limit=3')).json());
    expect(body.orders.map((order) => order.id)).toEqual(
      placed
        .map((p) => p.id)
        .reverse()
        .slice(0, 3),
    );
    expect(body.pagination.total).toBe(5);
  });
});

describe('GET /api/orders/history', () => {
  const ids = (res: { json(): unknown }) =>
    orderListResponseSchema.parse(res.json()).orders.map((order) => order.id);

  it('filters by status', async () => {
    expect(ids(await get('/api/orders/history?status=delivered'))).toEqual([
      placed[1]?.id,
      placed[0]?.id,
    ]);
  });

  it('filters by Kathmandu days, both ends included', async () => {
    expect(ids(await get('/api/orders/history?startDate=2025-03-05&endDate=2025-03-10'))).toEqual([
      placed[3]?.id,
      placed[2]?.id,
      placed[1]?.id,
    ]);
    expect(ids(await get('/api/orders/history?startDate=2025-03-06'))).toEqual([
      placed[4]?.id,
      placed[3]?.id,
    ]);
    expect(ids(await get('/api/orders/history?endDate=2025-03-01'))).toEqual([placed[0]?.id]);
  });

  it('combines status and dates, and counts what matches', async () => {
    const body = orderListResponseSchema.parse(
      (await get('/api/orders/history?status=delivered&startDate=2025-03-02&limit=1')).json(),
    );
    expect(body.orders.map((order) => order.id)).toEqual([placed[1]?.id]);
    expect(body.pagination.total).toBe(1);
  });

  it.each([
    [
      'status=lost',
      'status must be one of awaiting_payment, pending, confirmed, preparing, ready, out_for_delivery, delivered, cancelled',
    ],
    ['startDate=2025-02-30', 'startDate must be a date (YYYY-MM-DD)'],
    ['endDate=yesterday', 'endDate must be a date (YYYY-MM-DD)'],
    ['startDate=2025-03-10&endDate=2025-03-01', 'startDate must not be after endDate'],
  ])('refuses %s', async (query, message) => {
    const res = await get(`/api/orders/history?${query}`);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(message);
  });
});

describe('GET /api/orders/:id and /track', () => {
  it('answers the caller’s own order', async () => {
    const res = await get(`/api/orders/${placed[3]?.id}`);
    expect(res.statusCode).toBe(200);
    const { order } = orderResponseSchema.parse(res.json());
    expect(order).toMatchObject({ id: placed[3]?.id, status: 'preparing', totalAmount: 250 });
  });

  it('tracks the caller’s own order', async () => {
    const res = await get(`/api/orders/${placed[4]?.id}/track`);
    expect(res.statusCode).toBe(200);
    expect(orderTrackingResponseSchema.parse(res.json())).toMatchObject({
      orderId: placed[4]?.id,
      status: 'pending',
      timeline: [{ status: 'pending', by: 'customer' }],
      estimatedDeliveryTime: expect.stringMatching(/minutes$/),
    });
  });

  it.each([
    ['another customer’s order', () => placed[0]?.id],
    ['an unknown id', () => '00000000-0000-4000-8000-000000000000'],
    ['a malformed id', () => 'not-an-order'],
    ['a numeric id', () => '42'],
  ])('answers 404 for %s', async (_case, id) => {
    for (const url of [`/api/orders/${id()}`, `/api/orders/${id()}/track`]) {
      const res = await get(url, _case.startsWith('another') ? stranger : customer);
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ error: 'NOT_FOUND', message: 'Order not found' });
    }
  });

  it('keeps the demo customer’s orders from the new customer and the other way round', async () => {
    const demo = await signInCustomer(t);
    const mine = orderListResponseSchema.parse((await get('/api/orders/my-orders', demo)).json());
    expect(mine.orders.map((order) => order.id)).not.toContain(placed[0]?.id);
    const theirs = mine.orders[0]?.id;
    expect(theirs).toBeDefined();
    expect((await get(`/api/orders/${theirs}`)).statusCode).toBe(404);
    expect((await get(`/api/orders/${theirs}`, demo)).statusCode).toBe(200);
  });
});

describe('the order reads without a session', () => {
  it.each([
    '/api/orders',
    '/api/orders/my-orders',
    '/api/orders/history',
    '/api/orders/00000000-0000-4000-8000-000000000000',
    '/api/orders/00000000-0000-4000-8000-000000000000/track',
  ])('GET %s is 401', async (url) => {
    const res = await t.app.inject({ method: 'GET', url });
    expect(res.statusCode).toBe(401);
    expect(res.json().error).toBe('UNAUTHORIZED');
  });
});
