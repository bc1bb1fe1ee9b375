import { adminAuditLog, customers, orders } from '@shop/db';
import { count, eq, like } from '@shop/db/orm';
import { seedLargeData } from '@shop/db/seed-large';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { type SignedIn, signInAdmin } from '../../support/sessions.ts';
import { startTestApp, type TestApp } from '../../test-app.ts';

/*
 * The back office on a database filled by `npm run seed:large` (at a test's size): its ids
 * must be the UUIDs the contracts promise, or every list holding them answers 500.
 */

let t: TestApp;
let admin: SignedIn;
const silent = { start() {}, advance() {}, settling() {} };

beforeAll(async () => {
  t = await startTestApp();
  const outcome = await seedLargeData(t.db, { customers: 40, orders: 150 }, silent);
  expect(outcome).toBe('filled');
  admin = await signInAdmin(t);
});
afterAll(() => t.close());

const get = (url: string) => t.app.inject({ url, headers: admin.headers });

describe('the large seed', () => {
  it('writes customers and orders whose ids are valid UUIDs', async () => {
    const seeded = await t.db
      .select({ id: customers.id })
      .from(customers)
      .where(like(customers.email, 'large.customer.%'));
    const seededOrders = await t.db
      .select({ id: orders.id, customerId: orders.customerId })
      .from(orders)
      .where(like(orders.customerEmail, 'large.customer.%'));
    expect(seeded).toHaveLength(40);
    expect(seededOrders).toHaveLength(150);
    const ids = [
      ...seeded.map((row) => row.id),
      ...seededOrders.flatMap((row) => [row.id, row.customerId]),
    ];
    expect(ids.filter((id) => !z.uuid().safeParse(id).success)).toEqual([]);
  });
});

describe('the back office’s list calls on a large-seeded database', () => {
  it.each([
    '/api/admin/customers',
    '/api/admin/customers?search=large.customer&sortBy=totalSpent',
    '/api/admin/orders',
    '/api/admin/orders?limit=50&page=2',
    '/api/admin/orders/active',
    '/api/admin/dashboard/stats',
    '/api/admin/dashboard/overview',
    '/api/admin/analytics/customer-growth',
    '/api/admin/analytics/popular-items',
    '/api/admin/activity',
  ])('GET %s answers 200', async (url) => {
    const res = await get(url);
    expect(res.statusCode, res.body.slice(0, 300)).toBe(200);
  });

  it('opens a seeded customer and a seeded order, with the customer’s activity', async () => {
    const list = (await get('/api/admin/customers?search=large.customer')).json();
    const customer = list.customers[0];
    expect(customer).toBeDefined();
    expect((await get(`/api/admin/customers/${customer._id}`)).statusCode).toBe(200);
    expect((await get(`/api/admin/customers/${customer._id}/activity`)).statusCode).toBe(200);
    const order = (await get('/api/admin/orders?limit=1')).json().orders[0];
    expect((await get(`/api/admin/orders/${order.id}`)).statusCode).toBe(200);
  });

  it('logs the staff’s status changes, found by an order’s number as the activity shows it', async () => {
    const seeded = '/api/admin/orders?search=large.customer&status=delivered&limit=1';
    const { orders: delivered } = (await get(seeded)).json();
    const order = delivered[0];
    const number = `#${order.id.slice(-8).toUpperCase()}`;
    const res = await get(`/api/admin/activity?entityId=${encodeURIComponent(number)}`);
    expect(res.statusCode, res.body.slice(0, 300)).toBe(200);
    expect(res.json().entries).toEqual([
      expect.objectContaining({
        action: 'order.status_changed',
        entityType: 'order',
        entityId: order.id,
        details: { from: 'pending', to: 'delivered', notes: null },
        admin: expect.objectContaining({ name: 'Shift Manager' }),
      }),
    ]);
  });

  it('counts the log from the rollup rebuilt after the load, and offers its kinds', async () => {
    const logged = await t.db
      .select({ n: count() })
      .from(adminAuditLog)
      .where(eq(adminAuditLog.entityType, 'order'));
    const res = await get('/api/admin/activity?entityType=order&limit=1');
    expect(res.json().pagination.total).toBe(logged[0]?.n);
    expect(logged[0]?.n).toBeGreaterThan(100);
    const options = (await get('/api/admin/activity/filters')).json();
    expect(options.actions).toContain('order.status_changed');
    expect(options.admins.map((staff: { name: string }) => staff.name)).toContain('Shift Manager');
  });
});
