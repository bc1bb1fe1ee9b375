// The back office under load, for `BENCH_PARTS=back-office npm run bench`: every call a
// back-office screen makes (each list with the filters, sorts and searches its screen offers,
// deep pages, details, activity, the overview and analytics) against the database at
// DATABASE_URL as it is (fill it first with `npm run seed:large`). The ids, names and dates the
// calls name are taken from that database.
import { openDatabase } from '@shop/db';
import { sql } from '@shop/db/orm';
import { LARGE_STAFF_EMAIL } from '@shop/db/seed-large';
import { adminOrderListQuerySchema, RESTAURANT_TIME_ZONE } from '@shop/shared';
import { cursorOf } from '../src/services/admin-orders/order-cursor.ts';
import { ANALYTICS_PATHS } from './analytics.ts';

/**
 * What the calls name: a recent order, its customer, and the week before it; and the newest
 * order of a customer of the large seed (its names are common, its emails made of common
 * trigrams: `large.customer.N@example.com`), where the newest order is another's.
 */
interface Sample {
  orderId: string;
  customerId: string;
  customerName: string;
  customerEmail: string;
  lastDay: string;
  largeName: string | null;
  largeEmail: string | null;
  /** The staff member the large seed logs its status changes by (none before it did). */
  staffId: string | null;
}

async function sampleOf(databaseUrl: string): Promise<Sample> {
  const handle = await openDatabase({ kind: 'postgres', url: databaseUrl, poolSize: 1 });
  try {
    const result = (await handle.db.execute(sql`
      SELECT o.id AS "orderId", o.customer_id AS "customerId", o.customer_name AS "customerName",
        o.customer_email AS "customerEmail",
        to_char(o.created_at AT TIME ZONE ${RESTAURANT_TIME_ZONE}, 'YYYY-MM-DD') AS "lastDay",
        large.customer_name AS "largeName", large.customer_email AS "largeEmail",
        (SELECT id FROM admins WHERE email = ${LARGE_STAFF_EMAIL}) AS "staffId"
      FROM orders AS o LEFT JOIN LATERAL (
        SELECT customer_name, customer_email FROM orders
        WHERE customer_email LIKE 'large.customer.%' ORDER BY created_at DESC LIMIT 1
      ) AS large ON o.customer_email NOT LIKE 'large.customer.%'
      WHERE o.customer_id IS NOT NULL ORDER BY o.created_at DESC LIMIT 1`)) as unknown as {
      rows: Sample[];
    };
    const sample = result.rows[0];
    if (!sample) throw new Error('the database has no orders: run npm run seed:large first');
    return sample;
  } finally {
    await handle.close();
  }
}

/**
 * Next's cursor on page `page - 1` of the orders a search for `text` finds, newest first, 50 a
 * page: what the pager sends for page `page` (`after`), as the list would have given it.
 */
async function nextCursorBefore(databaseUrl: string, text: string, page: number) {
  const handle = await openDatabase({ kind: 'postgres', url: databaseUrl, poolSize: 1 });
  try {
    const pattern = `%${text}%`;
    const result = (await handle.db.execute(sql`
      SELECT created_at::text AS at, id FROM orders
      WHERE customer_name ILIKE ${pattern} OR customer_email ILIKE ${pattern}
      ORDER BY created_at DESC, id DESC OFFSET ${(page - 1) * 50 - 1} LIMIT 1`)) as unknown as {
      rows: { at: string; id: string }[];
    };
    const edge = result.rows[0];
    if (!edge) return null;
    const query = adminOrderListQuerySchema.parse({ search: text });
    return cursorOf(query, { key: null, at: edge.at, id: edge.id });
  } finally {
    await handle.close();
  }
}

function daysBefore(day: string, days: number): string {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() - days);
  return date.toISOString().slice(0, 10);
}

/** The calls, each as the screen sends it (page sizes are the screens' own). */
export async function backOfficePaths(databaseUrl: string): Promise<string[]> {
  const s = await sampleOf(databaseUrl);
  const surname = encodeURIComponent(s.customerName.split(' ').at(-1) ?? s.customerName);
  const fullName = encodeURIComponent(s.customerName);
  const week = `startDate=${daysBefore(s.lastDay, 6)}&endDate=${s.lastDay}`;
  const deepCursor = await nextCursorBefore(databaseUrl, decodeURIComponent(surname), 400);
  const orders = '/api/admin/orders?limit=50';
  const customers = '/api/admin/customers?limit=20';
  return [
    '/api/admin/me',
    orders,
    `${orders}&status=pending`,
    `${orders}&status=delivered`,
    `${orders}&${week}`,
    `${orders}&search=${surname}`,
    `${orders}&search=${fullName}`,
    `${orders}&search=${encodeURIComponent(s.customerEmail)}`,
    ...[s.largeName, s.largeEmail].flatMap((text) =>
      text ? [`${orders}&search=${encodeURIComponent(text)}`] : [],
    ),
    `${orders}&search=%23${s.orderId.slice(0, 8)}`,
    `${orders}&search=${surname}&status=delivered`,
    `${orders}&search=${surname}&${week}`,
    `${orders}&search=${surname}&sortBy=total&sortOrder=desc`,
    // Page 400 as the pager reaches it: Next from page 399 (a page number typed into the
    // address would still skip 19,950 matches: decision 045).
    ...(deepCursor ? [`${orders}&search=${surname}&page=400&after=${deepCursor}`] : []),
    `${orders}&customerId=${s.customerId}`,
    `${orders}&sortBy=total&sortOrder=desc`,
    `${orders}&sortBy=status&sortOrder=asc`,
    `${orders}&page=2000`,
    `${orders}&sortBy=total&sortOrder=asc&page=2000`,
    `${orders}&status=delivered&${week}&page=20`,
    '/api/admin/orders/active',
    `/api/admin/orders/${s.orderId}`,
    customers,
    `${customers}&search=${surname}`,
    `${customers}&search=${encodeURIComponent(s.customerEmail)}`,
    `${customers}&search=${surname}&status=VIP`,
    `${customers}&search=${surname}&sortBy=totalSpent&sortOrder=desc`,
    `${customers}&search=${surname}&page=100`,
    `${customers}&status=VIP`,
    `${customers}&spending=high`,
    `${customers}&location=Kathmandu`,
    `${customers}&sortBy=name&sortOrder=asc`,
    `${customers}&sortBy=email&sortOrder=asc`,
    `${customers}&sortBy=totalOrders&sortOrder=desc`,
    `${customers}&sortBy=totalSpent&sortOrder=desc`,
    `${customers}&sortBy=visits&sortOrder=desc`,
    `${customers}&page=2500`,
    `/api/admin/customers/${s.customerId}`,
    `/api/admin/customers/${s.customerId}/activity`,
    '/api/admin/activity',
    `/api/admin/activity?entityType=order&from=${daysBefore(s.lastDay, 30)}&to=${s.lastDay}`,
    `/api/admin/activity?entityId=%23${s.orderId.slice(-8).toUpperCase()}`,
    '/api/admin/activity?action=order.status_changed&page=500',
    '/api/admin/activity?action=customer.deleted',
    // One staff member's changes, and the few of a kind they rarely touch (gathered, not walked).
    ...(s.staffId
      ? [
          `/api/admin/activity?adminId=${s.staffId}&page=200`,
          `/api/admin/activity?adminId=${s.staffId}&entityType=customer`,
        ]
      : []),
    '/api/admin/activity/filters',
    '/api/admin/categories',
    '/api/admin/meals?limit=24',
    '/api/admin/meals?limit=24&search=chicken',
    '/api/admin/events?limit=20',
    '/api/admin/coupons?limit=10',
    '/api/gallery/admin/all?page=1',
    '/api/contact',
    '/api/feedback',
    // The restaurant's screens since: meal options, the day's settings, the areas, staff, the
    // kitchen display's tickets and an order's printed ticket and receipt.
    '/api/admin/option-groups',
    '/api/admin/ordering/hours',
    '/api/admin/ordering/settings',
    '/api/admin/delivery/areas',
    '/api/admin/staff',
    '/api/admin/restaurant-details',
    '/api/kitchen/tickets',
    `/api/admin/orders/${s.orderId}/ticket`,
    `/api/admin/orders/${s.orderId}/receipt`,
    ...ANALYTICS_PATHS,
  ];
}
