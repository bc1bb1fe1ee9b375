import { type DbOrTx, orderIdHex, orderStatusRank, orders } from '@shop/db';
import { and, asc, count, desc, eq, gte, ilike, lt, or, type SQL, sql } from '@shop/db/orm';
import {
  type AdminOrderListFilters,
  type AdminOrderListResponse,
  type AdminOrderSort,
  restaurantDayEnd,
  restaurantMidnight,
} from '@shop/shared';
import { containsPattern } from '../../lib/contains-pattern.ts';
import { orderDays } from '../analytics/rollup.ts';
import { numberOf, rowsOf } from '../analytics/rows.ts';
import { countedPage, windowCount } from '../paging/counted-page.ts';
import { readPageByIds } from '../paging/page-by-ids.ts';
import { orderStats } from './order-stats.ts';
import { orderTable, toAdminOrderSummary } from './order-summary.ts';

const SORT_KEYS: Record<AdminOrderSort, SQL> = {
  createdAt: sql`${orders.createdAt}`,
  total: sql`${orders.totalPaisa}`,
  // In the order an order moves through them, not alphabetically.
  status: orderStatusRank(orders.status),
};

/**
 * The sort, then the newest (or oldest) first, then the id, all one way: the order of one
 * index per sort (migration 0009), read forwards or backwards.
 */
function orderOf(query: AdminOrderListFilters): SQL[] {
  const direction = query.sortOrder === 'asc' ? asc : desc;
  const key = query.sortBy === 'createdAt' ? [] : [direction(SORT_KEYS[query.sortBy])];
  return [...key, direction(orders.createdAt), direction(orders.id)];
}

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
        id ? sql`${orderIdHex(orders.id)} like ${id}` : undefined,
      ),
    );
  }
  return and(...conditions);
}

/**
 * The number of orders of a status and Kathmandu days from the dashboard's rollup (exact, kept
 * by triggers): without a search or a customer, the filters are those the rollup is kept by,
 * and a million orders need not be counted. Null when the filters go further.
 */
function rollupCount(query: AdminOrderListFilters): SQL<number> | null {
  if (query.search || query.customerId) return null;
  const conditions = and(
    query.status ? sql`days.status = ${query.status}` : undefined,
    query.startDate ? sql`days.day >= ${query.startDate}::date` : undefined,
    query.endDate ? sql`days.day <= ${query.endDate}::date` : undefined,
  );
  return sql<number>`(SELECT coalesce(sum(days.orders), 0) FROM ${orderDays} AS days
    ${conditions ? sql`WHERE ${conditions}` : sql``})`.mapWith(Number);
}

/** Orders of any status the filters match, a page at a time: the page, its count, the tiles. */
export async function listAdminOrders(
  db: DbOrTx,
  query: AdminOrderListFilters,
): Promise<AdminOrderListResponse> {
  const stats = await orderStats(db);
  const where = filtersOf(query);
  const total = rollupCount(query);
  const { rows, pagination } = await countedPage(
    query,
    (window) =>
      readPageByIds(
        db,
        orderTable,
        { where, orderBy: orderOf(query), total: total ?? windowCount },
        window,
      ),
    async () => {
      if (total)
        return numberOf((await rowsOf<{ n: string }>(db, sql`SELECT ${total} AS n`))[0]?.n);
      return (await db.select({ n: count() }).from(orders).where(where))[0]?.n ?? 0;
    },
  );
  return { orders: rows.map(toAdminOrderSummary), stats, pagination };
}
