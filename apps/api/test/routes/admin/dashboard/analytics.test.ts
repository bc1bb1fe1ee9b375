import { sql } from '@shop/db/orm';
import {
  ANALYTICS_MESSAGES,
  customerAnalyticsSchema,
  customerGrowthSchema,
  dailyOrdersSchema,
  ORDER_STATUSES,
  type OrderStatus,
  orderResponseSchema,
  orderStatusCountsSchema,
  popularItemsSchema,
  revenueByCategorySchema,
  salesAnalyticsSchema,
} from '@shop/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addMeal, orderRequest, placeOrderCall } from '../../../support/orders.ts';
import { newCustomer, type SignedIn, signInAdmin } from '../../../support/sessions.ts';
import { startTestApp, type TestApp } from '../../../test-app.ts';
import {
  addCustomer,
  addDays,
  addOrder,
  ago,
  DAY,
  getAs,
  kathmanduDate,
  kathmanduMidnight,
} from './dashboard-support.ts';

let t: TestApp;
let admin: SignedIn;
beforeAll(async () => {
  t = await startTestApp();
  admin = await signInAdmin(t);
});
afterAll(() => t.close());

async function read<T>(url: string, schema: { parse: (data: unknown) => T }): Promise<T> {
  const res = await getAs(t, url, admin.headers);
  expect(res.statusCode, res.body).toBe(200);
  return schema.parse(res.json());
}

const dailyOrders = () => read('/api/admin/analytics/daily-orders', dailyOrdersSchema);
async function statusCounts(): Promise<Record<OrderStatus, number>> {
  const list = await read('/api/admin/analytics/order-status', orderStatusCountsSchema);
  const counts = Object.fromEntries(ORDER_STATUSES.map((status) => [status, 0])) as Record<
    OrderStatus,
    number
  >;
  for (const row of list) counts[row.status] = row.count;
  return counts;
}
const round = (nrs: number) => Math.round(nrs * 100) / 100;

/** A day (YYYY-MM-DD) of the daily chart and how it changed between two reads. */
function dayChange(
  before: { date: string; orders: number; revenue: number }[],
  after: typeof before,
  date: string,
) {
  const was = before.find((d) => d.date === date);
  const is = after.find((d) => d.date === date);
  if (!was || !is) throw new Error(`${date} is not on the chart`);
  return { orders: is.orders - was.orders, revenue: round(is.revenue - was.revenue) };
}

describe('GET /api/admin/analytics/daily-orders', () => {
  it('lists the last 30 Kathmandu days, oldest first, today last', async () => {
    const days = await dailyOrders();
    const today = kathmanduDate(Date.now());
    expect(days).toHaveLength(30);
    expect(days.map((d) => d.date)).toEqual(
      Array.from({ length: 30 }, (_, i) => addDays(today, i - 29)),
    );
    // The demo shop has a year of history: the chart is not empty.
    expect(days.reduce((sum, d) => sum + d.orders, 0)).toBeGreaterThan(30);
  });

  it('counts an order on the Kathmandu day it was placed, not the UTC day', async () => {
    const threeDaysAgo = kathmanduDate(Date.now() - 3 * DAY);
    const midnight = kathmanduMidnight(threeDaysAgo); // 18:15 UTC the UTC day before
    const before = await dailyOrders();
    // 23:00 UTC is 04:45 the next morning in Kathmandu.
    const lateUtc = new Date(`${addDays(threeDaysAgo, -1)}T23:00:00Z`);
    expect(lateUtc.getTime()).toBeGreaterThan(midnight.getTime());
    await addOrder(t, { at: lateUtc, lines: [{ name: 'Late', price: 150 }] });
    // The last second of the day before, and the first moment of the day.
    await addOrder(t, {
      at: new Date(midnight.getTime() - 1000),
      lines: [{ name: 'Eve', price: 20 }],
    });
    await addOrder(t, { at: midnight, lines: [{ name: 'Dawn', price: 7.5 }] });
    const after = await dailyOrders();
    expect(dayChange(before, after, threeDaysAgo)).toEqual({ orders: 2, revenue: 157.5 });
    expect(dayChange(before, after, addDays(threeDaysAgo, -1))).toEqual({
      orders: 1,
      revenue: 20,
    });
  });

  it('counts every order placed, and only delivered ones as revenue', async () => {
    const today = kathmanduDate(Date.now());
    const before = await dailyOrders();
    const at = ago(60_000);
    await addOrder(t, { at, status: 'delivered', lines: [{ name: 'A', price: 100, quantity: 2 }] });
    await addOrder(t, { at, status: 'cancelled', lines: [{ name: 'A', price: 400 }] });
    await addOrder(t, { at, status: 'preparing', lines: [{ name: 'A', price: 300 }] });
    const after = await dailyOrders();
    expect(dayChange(before, after, today)).toEqual({ orders: 3, revenue: 200 });
  });
});

describe('GET /api/admin/analytics/order-status', () => {
  it('lists every status in order, and follows an order placed and moved through the API', async () => {
    const before = await statusCounts();
    const list = await read('/api/admin/analytics/order-status', orderStatusCountsSchema);
    expect(list.map((row) => row.status)).toEqual([...ORDER_STATUSES]);
    expect(before.delivered).toBeGreaterThan(0);

    const customer = await newCustomer(t);
    const meal = await addMeal(t, { price: 250, stock: 50 });
    const placed = await placeOrderCall(t, customer.headers, orderRequest([{ meal, quantity: 2 }]));
    expect(placed.statusCode).toBe(201);
    const order = orderResponseSchema.parse(placed.json()).order;
    expect((await statusCounts()).pending - before.pending).toBe(1);

    const moved = await t.app.inject({
      method: 'PATCH',
      url: `/api/admin/orders/${order.id}/status`,
      headers: admin.headers,
      payload: { status: 'ready' },
    });
    expect(moved.statusCode).toBe(200);
    const after = await statusCounts();
    expect(after.pending).toBe(before.pending);
    expect(after.ready - before.ready).toBe(1);
    expect(Object.values(after).reduce((a, b) => a + b, 0)).toBe(
      Object.values(before).reduce((a, b) => a + b, 0) + 1,
    );
  });
});

describe('GET /api/admin/analytics/popular-items', () => {
  const url = '/api/admin/analytics/popular-items';

  it('lists 10 by default, most sold first, and as many as limit asks', async () => {
    const items = await read(url, popularItemsSchema);
    expect(items).toHaveLength(10);
    const sold = items.map((item) => item.totalSold);
    expect(sold).toEqual([...sold].sort((a, b) => b - a));
    expect(await read(`${url}?limit=3`, popularItemsSchema)).toEqual(items.slice(0, 3));
  });

  it('counts units on orders that were not cancelled, free units included', async () => {
    await addOrder(t, {
      at: ago(DAY * 40),
      lines: [{ name: 'Dashboard Mega Momo', price: 1, quantity: 600_000, free: 200_000 }],
    });
    await addOrder(t, {
      at: ago(DAY),
      status: 'pending',
      lines: [{ name: 'Dashboard Mega Momo', price: 1, quantity: 400_000 }],
    });
    await addOrder(t, {
      at: ago(DAY),
      status: 'cancelled',
      lines: [{ name: 'Dashboard Mega Momo', price: 1, quantity: 900_000 }],
    });
    const [top] = await read(`${url}?limit=1`, popularItemsSchema);
    expect(top).toEqual({ name: 'Dashboard Mega Momo', totalSold: 1_000_000 });
  });

  it.each(['0', '51', 'ten', '2.5', ''])('refuses limit=%s with 400', async (limit) => {
    const res = await getAs(t, `${url}?limit=${limit}`, admin.headers);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      error: 'VALIDATION_FAILED',
      message: ANALYTICS_MESSAGES.limitInvalid,
    });
  });
});

describe('GET /api/admin/analytics/revenue-by-category', () => {
  const url = '/api/admin/analytics/revenue-by-category';

  it('sums paid units of delivered orders per category, "Other" for lines without one', async () => {
    const before = new Map(
      (await read(url, revenueByCategorySchema)).map((r) => [r.category, r.revenue]),
    );
    expect(before.size).toBeGreaterThan(1);
    await addOrder(t, {
      at: ago(DAY * 100),
      lines: [
        { name: 'Mystery Plate', category: null, price: 80, quantity: 3, free: 1 },
        { name: 'Side', category: 'Dashboard Sides', price: 25.5, quantity: 2 },
      ],
    });
    await addOrder(t, {
      at: ago(DAY),
      status: 'cancelled',
      lines: [{ name: 'Mystery Plate', category: null, price: 80 }],
    });
    await addOrder(t, {
      at: ago(DAY),
      status: 'out_for_delivery',
      lines: [{ name: 'Side', category: 'Dashboard Sides', price: 25.5 }],
    });
    const after = await read(url, revenueByCategorySchema);
    const revenue = new Map(after.map((r) => [r.category, r.revenue]));
    expect(round((revenue.get('Other') ?? 0) - (before.get('Other') ?? 0))).toBe(160);
    expect(revenue.get('Dashboard Sides')).toBe(51);
    expect(after.map((r) => r.revenue)).toEqual(
      [...after.map((r) => r.revenue)].sort((a, b) => b - a),
    );
  });
});

describe('GET /api/admin/analytics/customer-growth', () => {
  const url = '/api/admin/analytics/customer-growth';

  it('lists 12 Kathmandu months, this one last, with new and running totals', async () => {
    const before = await read(url, customerGrowthSchema);
    const thisMonth = kathmanduDate(Date.now()).slice(0, 7);
    expect(before).toHaveLength(12);
    expect(before.at(-1)?.month).toBe(thisMonth);
    for (let i = 1; i < before.length; i++) {
      const [previous, current] = [before[i - 1], before[i]];
      expect(current?.total_customers).toBe(
        (previous?.total_customers ?? 0) + (current?.new_customers ?? 0),
      );
    }
    // The first moment of this month in Kathmandu is still the last month in UTC.
    const monthStart = kathmanduMidnight(`${thisMonth}-01`);
    await addCustomer(t, new Date(monthStart.getTime() + 60_000));
    await addCustomer(t, new Date(monthStart.getTime() - 60_000));
    const after = await read(url, customerGrowthSchema);
    expect((after.at(-1)?.new_customers ?? 0) - (before.at(-1)?.new_customers ?? 0)).toBe(1);
    expect((after.at(-2)?.new_customers ?? 0) - (before.at(-2)?.new_customers ?? 0)).toBe(1);
    expect((after.at(-1)?.total_customers ?? 0) - (before.at(-1)?.total_customers ?? 0)).toBe(2);
  });
});

describe('GET /api/admin/analytics/sales', () => {
  const url = '/api/admin/analytics/sales';

  it('covers 7, 30 or 90 days by day and 12 months by month; 7d by default', async () => {
    const today = kathmanduDate(Date.now());
    const week = await read(url, salesAnalyticsSchema);
    expect(week).toMatchObject({
      period: '7d',
      granularity: 'day',
      from: addDays(today, -6),
      to: today,
    });
    expect(week.data.map((d) => d.date)).toEqual(
      Array.from({ length: 7 }, (_, i) => addDays(today, i - 6)),
    );
    expect((await read(`${url}?period=30d`, salesAnalyticsSchema)).data).toHaveLength(30);
    expect((await read(`${url}?period=90d`, salesAnalyticsSchema)).data).toHaveLength(90);
    const year = await read(`${url}?period=12m`, salesAnalyticsSchema);
    expect(year.granularity).toBe('month');
    expect(year.data).toHaveLength(12);
    expect(year.data.at(-1)?.date).toBe(`${today.slice(0, 7)}-01`);
    expect(year.totalOrders).toBe(year.data.reduce((sum, d) => sum + d.orders, 0));
    expect(year.averageOrderValue).toBeCloseTo(year.totalRevenue / year.totalOrders, 2);
  });

  it('adds delivered orders only, to the day they were placed', async () => {
    const before = await read(url, salesAnalyticsSchema);
    await addOrder(t, { at: ago(60_000), lines: [{ name: 'A', price: 99.99 }] });
    await addOrder(t, { at: ago(60_000), status: 'cancelled', lines: [{ name: 'A', price: 5 }] });
    await addOrder(t, { at: ago(8 * DAY), lines: [{ name: 'A', price: 7 }] });
    const after = await read(url, salesAnalyticsSchema);
    expect(after.totalOrders - before.totalOrders).toBe(1);
    expect(round(after.totalRevenue - before.totalRevenue)).toBe(99.99);
    expect(round((after.data.at(-1)?.revenue ?? 0) - (before.data.at(-1)?.revenue ?? 0))).toBe(
      99.99,
    );
  });

  it.each(['1y', '7D', 'week', ''])('refuses period=%s with 400', async (period) => {
    const res = await getAs(t, `${url}?period=${period}`, admin.headers);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ message: ANALYTICS_MESSAGES.periodInvalid });
  });
});

describe('GET /api/admin/analytics/customers', () => {
  const url = '/api/admin/analytics/customers';

  it('counts who joined per day of the period and the total at each day’s end', async () => {
    const before = await read(url, customerAnalyticsSchema);
    expect(before).toMatchObject({ period: '7d', granularity: 'day' });
    expect(before.data).toHaveLength(7);
    await addCustomer(t, ago(60_000));
    await addCustomer(t, ago(10 * DAY));
    const after = await read(url, customerAnalyticsSchema);
    expect(after.newCustomers - before.newCustomers).toBe(1);
    expect(after.totalCustomers - before.totalCustomers).toBe(2);
    expect(after.data.at(-1)?.total_customers).toBe(after.totalCustomers);
    const [counted] = (
      (await t.db.execute(sql`SELECT count(*)::int AS n FROM customers`)) as unknown as {
        rows: { n: number }[];
      }
    ).rows;
    expect(after.totalCustomers).toBe(counted?.n);
    const year = await read(`${url}?period=12m`, customerAnalyticsSchema);
    expect(year.data).toHaveLength(12);
    expect(year.totalCustomers).toBe(after.totalCustomers);
  });

  it('refuses an unknown period with 400', async () => {
    const res = await getAs(t, `${url}?period=365d`, admin.headers);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ message: ANALYTICS_MESSAGES.periodInvalid });
  });
});
