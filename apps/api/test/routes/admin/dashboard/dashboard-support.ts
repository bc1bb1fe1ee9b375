import { customers, orderLines, orders } from '@shop/db';
import { type OrderStatus, restaurantDay, restaurantMidnight } from '@shop/shared';
import type { TestApp } from '../../../test-app.ts';

/*
 * Fixtures for the dashboard tests: orders and customers written straight into the database
 * at a chosen moment (checkout always writes "now"), and Kathmandu dates worked out in
 * JavaScript (the shared restaurant-time helpers), independently of the SQL under test.
 */

export const DAY = 24 * 60 * 60_000;

/** The Kathmandu calendar date (YYYY-MM-DD) of an instant. */
export function kathmanduDate(at: Date | number): string {
  return restaurantDay(new Date(at));
}

/** The instant a Kathmandu date (YYYY-MM-DD) begins: 18:15 UTC the day before. */
export function kathmanduMidnight(date: string): Date {
  return restaurantMidnight(date);
}

/** The Kathmandu date `days` after `date`. */
export function addDays(date: string, days: number): string {
  return new Date(new Date(`${date}T00:00:00Z`).getTime() + days * DAY).toISOString().slice(0, 10);
}

export const ago = (ms: number) => new Date(Date.now() - ms);

export interface TestLine {
  name: string;
  /** null: a line sold without a category. */
  category?: string | null;
  /** NRS */
  price: number;
  quantity?: number;
  free?: number;
}

let serial = 0;

/** An order with its lines placed at `at`; its total is what its paid units cost, less `discount`. */
export async function addOrder(
  t: TestApp,
  fields: { at: Date; status?: OrderStatus; lines?: TestLine[]; discount?: number },
) {
  const lines = fields.lines ?? [{ name: 'Dashboard Test Burger', price: 100 }];
  const subtotalPaisa = lines.reduce(
    (sum, line) => sum + Math.round(line.price * 100) * ((line.quantity ?? 1) - (line.free ?? 0)),
    0,
  );
  const discountPaisa = Math.round((fields.discount ?? 0) * 100);
  serial += 1;
  const [row] = await t.db
    .insert(orders)
    .values({
      status: fields.status ?? 'delivered',
      customerName: `Dashboard Tester ${serial}`,
      customerEmail: `dashboard-${serial}@example.com`,
      phone: '9800000000',
      deliveryAddress: 'Thamel Marg 1, Kathmandu',
      subtotalPaisa,
      discountPaisa,
      totalPaisa: subtotalPaisa - discountPaisa,
      createdAt: fields.at,
      updatedAt: fields.at,
    })
    .returning({ id: orders.id });
  if (!row) throw new Error('order was not created');
  await t.db.insert(orderLines).values(
    lines.map((line) => ({
      orderId: row.id,
      mealName: line.name,
      categoryName: line.category === undefined ? 'Dashboard Tests' : line.category,
      unitPricePaisa: Math.round(line.price * 100),
      quantity: line.quantity ?? 1,
      freeQuantity: line.free ?? 0,
    })),
  );
  return { id: row.id, total: (subtotalPaisa - discountPaisa) / 100 };
}

/** A customer who joined at `at`. */
export async function addCustomer(t: TestApp, at: Date): Promise<string> {
  serial += 1;
  const [row] = await t.db
    .insert(customers)
    .values({
      firstName: 'Dashboard',
      lastName: `Customer ${serial}`,
      email: `dashboard-customer-${serial}-${Date.now()}@example.com`,
      createdAt: at,
      updatedAt: at,
    })
    .returning({ id: customers.id });
  if (!row) throw new Error('customer was not created');
  return row.id;
}

/** GET an admin dashboard path with the given headers. */
export function getAs(t: TestApp, url: string, headers: Record<string, string>) {
  return t.app.inject({ method: 'GET', url, headers });
}

export const DASHBOARD_PATHS = [
  '/api/admin/dashboard/stats',
  '/api/admin/dashboard/overview',
  '/api/admin/analytics/daily-orders',
  '/api/admin/analytics/order-status',
  '/api/admin/analytics/customer-growth',
  '/api/admin/analytics/popular-items',
  '/api/admin/analytics/revenue-by-category',
  '/api/admin/analytics/sales',
  '/api/admin/analytics/customers',
] as const;
