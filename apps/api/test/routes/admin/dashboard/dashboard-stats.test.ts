import { contactMessages, coupons, events, feedback, galleries, orders } from '@shop/db';
import { sql } from '@shop/db/orm';
import {
  type DashboardStats,
  dashboardOverviewSchema,
  dashboardStatsSchema,
  revenueByCategorySchema,
  salesAnalyticsSchema,
  toNrs,
} from '@shop/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addMeal } from '../../../support/orders.ts';
import { newCustomer, type SignedIn, signInAdmin } from '../../../support/sessions.ts';
import { startTestApp, type TestApp } from '../../../test-app.ts';
import {
  addCustomer,
  addOrder,
  ago,
  DASHBOARD_PATHS,
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

const HOUR = DAY / 24;
const MINUTE = HOUR / 60;

async function stats(): Promise<DashboardStats> {
  const res = await getAs(t, '/api/admin/dashboard/stats', admin.headers);
  expect(res.statusCode).toBe(200);
  return dashboardStatsSchema.parse(res.json());
}

/** How many Kathmandu calendar days before today an order was placed (0: today). */
const kathmanduDaysAgo = sql.raw(
  `((now() AT TIME ZONE 'Asia/Kathmandu')::date - (created_at AT TIME ZONE 'Asia/Kathmandu')::date)`,
);

/** The same figures counted straight from the orders and customers, without the rollup. */
async function recount() {
  const result = (await t.db.execute(sql`
    SELECT
      (SELECT count(*) FROM customers)::int AS customers,
      (SELECT count(*) FROM ${orders})::int AS orders,
      (SELECT coalesce(sum(total_paisa), 0) FROM orders WHERE status = 'delivered')::bigint AS total,
      (SELECT coalesce(sum(l.unit_price_paisa * (l.quantity - l.free_quantity)), 0)
        FROM order_lines l JOIN orders o ON o.id = l.order_id
        WHERE o.status = 'delivered')::bigint AS before_discounts,
      (SELECT coalesce(sum(total_paisa), 0) FROM orders
        WHERE status = 'delivered' AND ${kathmanduDaysAgo} < 1)::bigint AS today,
      (SELECT coalesce(sum(total_paisa), 0) FROM orders
        WHERE status = 'delivered' AND ${kathmanduDaysAgo} < 7)::bigint AS week,
      (SELECT coalesce(sum(total_paisa), 0) FROM orders
        WHERE status = 'delivered' AND ${kathmanduDaysAgo} < 30)::bigint AS month
  `)) as unknown as { rows: Record<string, string | number>[] };
  const row = result.rows[0] ?? {};
  return {
    customers: Number(row.customers),
    orders: Number(row.orders),
    revenue: {
      total: toNrs(Number(row.total)),
      beforeDiscounts: toNrs(Number(row.before_discounts)),
      today: toNrs(Number(row.today)),
      week: toNrs(Number(row.week)),
      month: toNrs(Number(row.month)),
    },
  };
}

describe('the dashboard calls without an admin session', () => {
  it.each(DASHBOARD_PATHS)('GET %s is 401 without a session and for a customer', async (path) => {
    const anonymous = await getAs(t, path, {});
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json()).toMatchObject({ error: 'UNAUTHORIZED' });
    const customer = await newCustomer(t);
    expect((await getAs(t, path, customer.headers)).statusCode).toBe(401);
  });
});

describe('the OpenAPI document', () => {
  it('documents every dashboard call', async () => {
    const doc = (await t.app.inject('/api/docs/json')).json() as {
      paths: Record<string, { get?: { responses: Record<string, unknown> } }>;
    };
    for (const path of DASHBOARD_PATHS) {
      expect(Object.keys(doc.paths[path]?.get?.responses ?? {}), path).toContain('401');
    }
    const sales = doc.paths['/api/admin/analytics/sales']?.get as {
      parameters?: { name: string }[];
    };
    expect(sales.parameters?.map((p) => p.name)).toEqual(['period']);
  });
});

describe('GET /api/admin/dashboard/stats', () => {
  it('agrees with a count of the seeded orders and customers', async () => {
    const [figures, counted] = await Promise.all([stats(), recount()]);
    expect(counted.orders).toBeGreaterThan(100);
    expect(figures.customers.total).toBe(counted.customers);
    expect(figures.orders.total).toBe(counted.orders);
    expect(figures.revenue).toEqual(counted.revenue);
    expect(figures.revenue.month).toBeGreaterThan(0);
  });

  it('counts delivered revenue of today, the last 7 and 30 Kathmandu days, and all time', async () => {
    const before = await stats();
    // Around the Kathmandu midnights that bound each window, whatever the time of the run.
    const midnight = kathmanduMidnight(kathmanduDate(Date.now())).getTime();
    const at = (ms: number) => new Date(Math.min(ms, Date.now()));
    await addOrder(t, { at: at(midnight + MINUTE), lines: [{ name: 'A', price: 101.25 }] });
    await addOrder(t, { at: new Date(), lines: [{ name: 'A', price: 10, quantity: 3 }] });
    await addOrder(t, { at: at(midnight - MINUTE), lines: [{ name: 'B', price: 200 }] });
    await addOrder(t, {
      at: at(midnight - 6 * DAY + MINUTE),
      lines: [{ name: 'B', price: 40 }],
      discount: 5,
    });
    await addOrder(t, { at: at(midnight - 6 * DAY - MINUTE), lines: [{ name: 'C', price: 300 }] });
    await addOrder(t, {
      at: at(midnight - 29 * DAY + MINUTE),
      lines: [{ name: 'C', price: 1000 }],
    });
    await addOrder(t, {
      at: at(midnight - 29 * DAY - MINUTE),
      lines: [{ name: 'C', price: 5000 }],
    });
    // Not revenue: a cancelled order and one still on its way.
    await addOrder(t, { at: ago(MINUTE), status: 'cancelled', lines: [{ name: 'A', price: 999 }] });
    await addOrder(t, { at: ago(MINUTE), status: 'pending', lines: [{ name: 'A', price: 888 }] });
    const after = await stats();
    const gained = (key: keyof DashboardStats['revenue']) =>
      Math.round((after.revenue[key] - before.revenue[key]) * 100) / 100;
    expect(gained('today')).toBe(131.25);
    expect(gained('week')).toBe(131.25 + 200 + 35);
    expect(gained('month')).toBe(131.25 + 200 + 35 + 300 + 1000);
    expect(gained('total')).toBe(131.25 + 200 + 35 + 300 + 1000 + 5000);
    expect(gained('beforeDiscounts')).toBe(131.25 + 200 + 40 + 300 + 1000 + 5000);
    expect(after.orders.total - before.orders.total).toBe(9);
    expect(after.orders.pending - before.orders.pending).toBe(1);
    expect(after.revenue).toEqual((await recount()).revenue);
  });

  it('agrees with the figures a person compares it with: the Revenue Trend and Revenue by Category', async () => {
    await addOrder(t, {
      at: new Date(),
      lines: [
        { name: 'A', category: 'Agreeing Burgers', price: 333.33, quantity: 3 },
        { name: 'B', category: null, price: 99.99 },
      ],
      discount: 123.45,
    });
    const figures = await stats();
    const [byCategory, week, month] = await Promise.all([
      getAs(t, '/api/admin/analytics/revenue-by-category', admin.headers),
      getAs(t, '/api/admin/analytics/sales?period=7d', admin.headers),
      getAs(t, '/api/admin/analytics/sales?period=30d', admin.headers),
    ]);
    const paisa = (nrs: number) => Math.round(nrs * 100);
    const categoriesPaisa = revenueByCategorySchema
      .parse(byCategory.json())
      .reduce((sum, slice) => sum + paisa(slice.revenue), 0);
    expect(categoriesPaisa).toBe(paisa(figures.revenue.beforeDiscounts));
    expect(figures.revenue.beforeDiscounts).toBeGreaterThan(figures.revenue.total);

    const lastWeek = salesAnalyticsSchema.parse(week.json());
    const lastMonth = salesAnalyticsSchema.parse(month.json());
    expect(figures.revenue.month).toBe(lastMonth.totalRevenue);
    expect(figures.revenue.week).toBe(lastWeek.totalRevenue);
    expect(figures.revenue.today).toBe(lastMonth.data.at(-1)?.revenue);
  });

  it('counts the customers, and those who joined in the last 24 hours', async () => {
    const before = await stats();
    await addCustomer(t, ago(HOUR));
    await addCustomer(t, ago(25 * HOUR));
    const after = await stats();
    expect(after.customers.total - before.customers.total).toBe(2);
    expect(after.customers.newToday - before.customers.newToday).toBe(1);
  });

  it('counts meals, and meals on sale with 5 or fewer left as low stock', async () => {
    const before = await stats();
    await addMeal(t, { stock: 5 });
    await addMeal(t, { stock: 0 });
    await addMeal(t, { stock: 6 });
    await addMeal(t, { stock: 1, isActive: false });
    const after = await stats();
    expect(after.food.total - before.food.total).toBe(4);
    expect(after.food.lowStock - before.food.lowStock).toBe(2);
    expect(after.categories.total).toBeGreaterThan(0);
  });

  it('counts running events, usable coupons, galleries, unread messages and pending feedback', async () => {
    const before = await stats();
    const now = Date.now();
    const running = { startDate: new Date(now - DAY), endDate: new Date(now + DAY) };
    await t.db.insert(events).values([
      { title: 'Running', description: 'd', ...running },
      { title: 'Switched off', description: 'd', ...running, isActive: false },
      {
        title: 'Upcoming',
        description: 'd',
        startDate: new Date(now + DAY),
        endDate: new Date(now + 2 * DAY),
      },
      {
        title: 'Over',
        description: 'd',
        startDate: new Date(now - 2 * DAY),
        endDate: new Date(now - DAY),
      },
    ]);
    const coupon = { discountType: 'percentage', percentOff: 10, usageLimit: 5 } as const;
    await t.db.insert(coupons).values([
      { code: 'DASHOPEN1', ...coupon, usedCount: 4 },
      { code: 'DASHUSEDUP', ...coupon, usedCount: 5 },
      { code: 'DASHOFF1', ...coupon, isActive: false },
    ]);
    await t.db.insert(galleries).values({ title: 'Dashboard gallery' });
    const message = { name: 'N', email: 'n@example.com', subject: 's', message: 'm' };
    await t.db
      .insert(contactMessages)
      .values([message, { ...message, readAt: new Date() }, message]);
    const note = { name: 'N', email: 'n@example.com', rating: 4, category: 'food', message: 'm' };
    await t.db
      .insert(feedback)
      .values([note, { ...note, status: 'reviewed' }, { ...note, status: 'resolved' }]);
    const after = await stats();
    expect(after.events.active - before.events.active).toBe(1);
    expect(after.coupons.active - before.coupons.active).toBe(1);
    expect(after.gallery.total - before.gallery.total).toBe(1);
    expect(after.contacts.unread - before.contacts.unread).toBe(2);
    expect(after.feedbacks.unread - before.feedbacks.unread).toBe(1);
  });

  it('follows an order through checkout, delivery and deletion', async () => {
    const before = await stats();
    const order = await addOrder(t, { at: new Date(), status: 'pending' });
    const placed = await stats();
    expect(placed.orders.pending - before.orders.pending).toBe(1);
    expect(placed.revenue.today).toBe(before.revenue.today);
    await t.db.execute(sql`UPDATE orders SET status = 'delivered' WHERE id = ${order.id}`);
    const delivered = await stats();
    expect(delivered.orders.pending).toBe(before.orders.pending);
    expect(delivered.revenue.today - before.revenue.today).toBeCloseTo(order.total, 2);
    await t.db.execute(sql`DELETE FROM orders WHERE id = ${order.id}`);
    expect(await stats()).toEqual(before);
  });
});

describe('GET /api/admin/dashboard/overview', () => {
  it('holds the stats and the moment they were counted', async () => {
    const res = await getAs(t, '/api/admin/dashboard/overview', admin.headers);
    expect(res.statusCode).toBe(200);
    const overview = dashboardOverviewSchema.parse(res.json());
    expect(overview.stats).toEqual(await stats());
    expect(Math.abs(Date.parse(overview.generatedAt) - Date.now())).toBeLessThan(60_000);
  });

  it('holds the same figures in `data`, where the documents’ client reads them', async () => {
    const body = (await getAs(t, '/api/admin/dashboard/overview', admin.headers)).json();
    expect(body.data).toEqual(body.stats);
    expect(Object.keys(body.data).sort()).toEqual(
      [
        'categories',
        'contacts',
        'coupons',
        'customers',
        'events',
        'feedbacks',
        'food',
        'gallery',
        'orders',
        'revenue',
      ].sort(),
    );
  });
});
