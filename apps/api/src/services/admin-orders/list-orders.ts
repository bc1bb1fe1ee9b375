import { type DbOrTx, orders } from '@shop/db';
import { and, asc, count, desc, eq, gte, ilike, lt, or, type SQL, sql } from '@shop/db/orm';
import {
  type AdminOrderListFilters,
  type AdminOrderListResponse,
  type AdminOrderSort,
  ORDER_STATUSES,
  restaurantDayEnd,
  restaurantMidnight,
} from '@shop/shared';
import { containsPattern } from '../admin-customers/contains-pattern.ts';
import { orderStats } from './order-stats.ts';
import { orderSummaryColumns, toAdminOrderSummary } from './order-summary.ts';
import { pageOf } from './page-of.ts';

const SORT_KEYS: Record<AdminOrderSort, SQL> = {
  createdAt: sql`${orders.createdAt}`,
  total: sql`${orders.totalPaisa}`,
  // In the order an order moves through them, not alphabetically.
  status: sql`array_position(array[${sql.join(
    ORDER_STATUSES.map((status) => sql`${status}`),
    sql`, `,
  )}]::text[], ${orders.status})`,
};

/** An order id typed as the screens show it: '#', dashes and letter case do not matter. */
function idPattern(search: string): string | null {
  const hex = search.replace(/^#/, '').replaceAll('-', '').toLowerCase();
  return /^[0-9a-f]+$/.test(hex) ? `%${hex}%` : null;
}

function filtersOf(query: AdminOrderListFilters): SQL | undefined {
  const conditions: (SQL | undefined)[] = [];
  if (query.status) conditions.push(eq(orders.status, query.status));
  if (query.customerId) conditions.push(eq(orders.customerId, query.customerId));
  if (query.startDate) conditions.push(gte(orders.createdAt, restaurantMidnight(query.startDate)));
  if (query.endDate) conditions.push(lt(orders.createdAt, restaurantDayEnd(query.endDate)));
  if (query.search) {
    const pattern = containsPattern(query.search);
    const id = idPattern(query.search);
    conditions.push(
      or(
        ilike(orders.customerName, pattern),
        ilike(orders.customerEmail, pattern),
        id ? sql`replace(${orders.id}::text, '-', '') like ${id}` : undefined,
      ),
    );
  }
  return and(...conditions);
}

/** Orders of any status the filters match, a page at a time: the page, its count, the tiles. */
export async function listAdminOrders(
  db: DbOrTx,
  query: AdminOrderListFilters,
): Promise<AdminOrderListResponse> {
  const where = filtersOf(query);
  const direction = query.sortOrder === 'asc' ? asc : desc;
  const rows = await db
    .select(orderSummaryColumns)
    .from(orders)
    .where(where)
    .orderBy(direction(SORT_KEYS[query.sortBy]), direction(orders.createdAt), asc(orders.id))
    .limit(query.limit)
    .offset((query.page - 1) * query.limit);
  const [matched] = await db.select({ total: count() }).from(orders).where(where);
  const total = matched?.total ?? 0;
  return {
    orders: rows.map(toAdminOrderSummary),
    stats: await orderStats(db),
    pagination: pageOf(query, total),
  };
}
