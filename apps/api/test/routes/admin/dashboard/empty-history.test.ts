import { foldAnalyticsDeltas, rebuildAnalyticsRollup } from '@shop/db';
import { sql } from '@shop/db/orm';
import {
  customerGrowthSchema,
  dailyOrdersSchema,
  dashboardStatsSchema,
  orderStatusCountsSchema,
  popularItemsSchema,
  salesAnalyticsSchema,
} from '@shop/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type SignedIn, signInAdmin } from '../../../support/sessions.ts';
import { startTestApp, type TestApp } from '../../../test-app.ts';
import { addCustomer, addOrder, ago, DAY, getAs, kathmanduDate } from './dashboard-support.ts';

/*
 * A shop without history (every order and customer deleted from this test's own copy of the
 * database): days and months without anything show as zeros, and the rollup stays exact
 * through every kind of change to orders and lines.
 */

let t: TestApp;
let admin: SignedIn;
beforeAll(async () => {
  t = await startTestApp();
  admin = await signInAdmin(t);
  await t.db.execute(sql`DELETE FROM orders`);
  await t.db.execute(sql`DELETE FROM customers`);
});
afterAll(() => t.close());

async function read<T>(url: string, schema: { parse: (data: unknown) => T }): Promise<T> {
  const res = await getAs(t, url, admin.headers);
  expect(res.statusCode, res.body).toBe(200);
  return schema.parse(res.json());
}

/** The rollup's folded totals, and the same sums counted from the orders themselves. */
async function rollupAndRecount() {
  const rows = async (query: ReturnType<typeof sql>) =>
    ((await t.db.execute(query)) as unknown as { rows: unknown[] }).rows;
  await foldAnalyticsDeltas(t.db);
  const rollup = await Promise.all([
    rows(sql`SELECT day::text, status, orders, revenue_paisa::bigint FROM order_day_totals
      WHERE orders <> 0 OR revenue_paisa <> 0 ORDER BY 1, 2`),
    rows(sql`SELECT day::text, status, meal_name, category_name, units, revenue_paisa::bigint
      FROM line_day_totals WHERE units <> 0 OR revenue_paisa <> 0 ORDER BY 1, 2, 3, 4`),
    rows(sql`SELECT day::text, customers FROM customer_day_totals WHERE customers <> 0 ORDER BY 1`),
  ]);
  await rebuildAnalyticsRollup(t.db);
  const recount = await Promise.all([
    rows(
      sql`SELECT day::text, status, orders, revenue_paisa::bigint FROM order_day_totals ORDER BY 1, 2`,
    ),
    rows(sql`SELECT day::text, status, meal_name, category_name, units, revenue_paisa::bigint
      FROM line_day_totals ORDER BY 1, 2, 3, 4`),
    rows(sql`SELECT day::text, customers FROM customer_day_totals ORDER BY 1`),
  ]);
  return { rollup, recount };
}

describe('the dashboard of a shop without history', () => {
  it('shows zeros for every day, status and month', async () => {
    const days = await read('/api/admin/analytics/daily-orders', dailyOrdersSchema);
    expect(days).toHaveLength(30);
    expect(days.every((d) => d.orders === 0 && d.revenue === 0)).toBe(true);
    const statuses = await read('/api/admin/analytics/order-status', orderStatusCountsSchema);
    expect(statuses.every((s) => s.count === 0)).toBe(true);
    const growth = await read('/api/admin/analytics/customer-growth', customerGrowthSchema);
    expect(growth.every((m) => m.new_customers === 0 && m.total_customers === 0)).toBe(true);
    expect(await read('/api/admin/analytics/popular-items', popularItemsSchema)).toEqual([]);
    const sales = await read('/api/admin/analytics/sales?period=30d', salesAnalyticsSchema);
    expect(sales).toMatchObject({ totalRevenue: 0, totalOrders: 0, averageOrderValue: 0 });
    const stats = await read('/api/admin/dashboard/stats', dashboardStatsSchema);
    expect(stats.customers).toEqual({ total: 0, newToday: 0 });
    expect(stats.revenue).toEqual({ total: 0, beforeDiscounts: 0, today: 0, week: 0, month: 0 });
    expect(stats.orders).toEqual({ total: 0, pending: 0 });
  });

  it('fills only the days that had orders', async () => {
    const at = ago(5 * DAY);
    await addOrder(t, { at, lines: [{ name: 'Only', price: 12.34, quantity: 2 }] });
    const days = await read('/api/admin/analytics/daily-orders', dailyOrdersSchema);
    expect(days.filter((d) => d.orders > 0)).toEqual([
      { date: kathmanduDate(at), orders: 1, revenue: 24.68 },
    ]);
  });

  it('keeps the rollup equal to a recount through every kind of change', async () => {
    const customer = await addCustomer(t, ago(40 * DAY));
    const kept = await addOrder(t, {
      at: ago(2 * DAY),
      status: 'pending',
      lines: [
        { name: 'Momo', category: 'Momo', price: 200, quantity: 2 },
        { name: 'Cola', category: null, price: 90, quantity: 3, free: 1 },
      ],
    });
    const gone = await addOrder(t, { at: ago(3 * DAY), lines: [{ name: 'Momo', price: 200 }] });
    await t.db.execute(sql`UPDATE orders SET status = 'delivered' WHERE id = ${kept.id}`);
    await t.db.execute(
      sql`UPDATE orders SET created_at = created_at - interval '20 days', customer_id = ${customer} WHERE id = ${kept.id}`,
    );
    await t.db.execute(
      sql`UPDATE order_lines SET quantity = 5, category_name = 'Drinks' WHERE order_id = ${kept.id} AND meal_name = 'Cola'`,
    );
    await t.db.execute(
      sql`UPDATE customers SET created_at = created_at - interval '100 days' WHERE id = ${customer}`,
    );
    await t.db.execute(sql`DELETE FROM orders WHERE id = ${gone.id}`);
    await t.db.execute(
      sql`DELETE FROM order_lines WHERE order_id = ${kept.id} AND meal_name = 'Momo'`,
    );
    await addCustomer(t, ago(DAY));
    const { rollup, recount } = await rollupAndRecount();
    expect(recount[0]).not.toEqual([]);
    expect(rollup).toEqual(recount);
  });
});
