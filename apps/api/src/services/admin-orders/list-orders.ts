import { type DbOrTx, orderStatusRank, orders } from '@shop/db';
import { and, asc, count, desc, eq, gte, lt, type SQL, sql } from '@shop/db/orm';
import {
  type AdminOrderListFilters,
  type AdminOrderListResponse,
  type AdminOrderSort,
  type Pagination,
  restaurantDayEnd,
  restaurantMidnight,
} from '@shop/shared';
import { orderDays } from '../analytics/rollup.ts';
import { numberOf, rowsOf } from '../analytics/rows.ts';
import { countedPage, windowCount } from '../paging/counted-page.ts';
import { readPageByIds } from '../paging/page-by-ids.ts';
import { boundOf, cursorOf, type OrderEdge } from './order-cursor.ts';
import {
  orderMatches,
  orderSearchOf,
  type SearchDays,
  searchFacts,
  searchMatches,
} from './order-search.ts';
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
function orderOf(query: AdminOrderListFilters, reversed = false): SQL[] {
  const direction = (query.sortOrder === 'asc') !== reversed ? asc : desc;
  const key = query.sortBy === 'createdAt' ? [] : [direction(SORT_KEYS[query.sortBy])];
  return [...key, direction(orders.createdAt), direction(orders.id)];
}

/** The filters but the search: status, customer and Kathmandu days. */
function filtersOf(query: AdminOrderListFilters): SQL | undefined {
  const conditions: (SQL | undefined)[] = [];
  if (query.status) conditions.push(eq(orders.status, query.status));
  if (query.customerId) conditions.push(eq(orders.customerId, query.customerId));
  if (query.startDate) conditions.push(gte(orders.createdAt, restaurantMidnight(query.startDate)));
  if (query.endDate) conditions.push(lt(orders.createdAt, restaurantDayEnd(query.endDate)));
  return and(...conditions);
}

/**
 * The number of orders of the status and Kathmandu days asked for, from the dashboard's rollup
 * (exact, kept by triggers), whatever the search: a million orders need not be counted.
 */
function rollupCount(query: AdminOrderListFilters): SQL<number> {
  const conditions = and(
    query.status ? sql`days.status = ${query.status}` : undefined,
    query.startDate ? sql`days.day >= ${query.startDate}::date` : undefined,
    query.endDate ? sql`days.day <= ${query.endDate}::date` : undefined,
  );
  return sql<number>`(SELECT coalesce(sum(days.orders), 0) FROM ${orderDays} AS days
    ${conditions ? sql`WHERE ${conditions}` : sql``})`.mapWith(Number);
}

/** How a list finds its page and counts its matches. */
interface ListPlan {
  where: SQL | undefined;
  total: SQL<number>;
  /** The matches found at once, when they are not the orders `where` filters. */
  matches?: SQL;
}

/**
 * Reading one match found through the contacts (a contact, the email index, the order's row,
 * the sort) costs about this many orders walked along a sort's index with the search checked
 * on each (decision 045).
 */
const GATHERED_MATCH_COST = 4;

/**
 * The most matches a search's page is read from, sorted, rather than by walking the sort's index
 * until the page is filled: a walk reads about (offset + limit) / share of orders, where the
 * share is matches / all orders; so a few matches are gathered, a common word is walked.
 */
function mostGathered(query: AdminOrderListFilters, allOrders: number): number {
  const pageEnd = query.after || query.before ? query.limit : query.page * query.limit;
  return Math.floor(Math.sqrt((pageEnd * allOrders) / GATHERED_MATCH_COST));
}

/**
 * How the list is read: without a search, as the filters say; with one, after its facts, along
 * the sort's index or from all its matches, whichever reads fewer orders.
 */
async function planOf(
  db: DbOrTx,
  query: AdminOrderListFilters,
  allOrders: number,
): Promise<ListPlan> {
  const filters = filtersOf(query);
  if (!query.search) {
    return { where: filters, total: query.customerId ? windowCount : rollupCount(query) };
  }
  const search = orderSearchOf(query.search);
  const where = and(filters, orderMatches(search));
  // One customer's orders are few: read by the customer's index, the text checked on each.
  if (query.customerId) return { where, total: windowCount };
  const days = query.startDate || query.endDate ? daysOf(query, filters) : undefined;
  const gatheredAtMost = mostGathered(query, allOrders);
  const facts = await searchFacts(db, search, { status: query.status, days, gatheredAtMost });
  if (facts.matches <= gatheredAtMost) {
    return {
      where: undefined,
      total: windowCount,
      matches: searchMatches(search, facts, filters, query.status),
    };
  }
  const counted = facts.inDays === undefined ? facts.matches : facts.inDays;
  // With days, null: the days' orders are fewer than the contacts' look-ups, and read instead.
  if (counted === null) return { where, total: windowCount };
  return { where, total: sql<number>`${counted}`.mapWith(Number) };
}

/** The days a search is limited to, as searchFacts counts its matches in them. */
function daysOf(query: AdminOrderListFilters, filters: SQL | undefined): SearchDays {
  return {
    from: query.startDate ? restaurantMidnight(query.startDate) : undefined,
    to: query.endDate ? restaurantDayEnd(query.endDate) : undefined,
    filters,
    orders: rollupCount(query),
  };
}

/** The sort's own key, when the list is sorted by something other than time. */
const sortKeyOf = (query: AdminOrderListFilters) =>
  query.sortBy === 'createdAt' ? undefined : SORT_KEYS[query.sortBy];

/** The list's rows with their edge (the sort's key, the time to the microsecond) for cursors. */
const listTableOf = (query: AdminOrderListFilters) => ({
  ...orderTable,
  columns: {
    ...orderTable.columns,
    key: sql<number | null>`${sortKeyOf(query) ?? sql`NULL`}`.mapWith(Number),
    at: sql<string>`${orders.createdAt}::text`,
  },
});

/**
 * The page of orders the filters match and their count, read on `db` as planned: past the
 * cursor the query carries (read backwards before one, then turned round), else by offset.
 */
async function readList(db: DbOrTx, query: AdminOrderListFilters, allOrders: number) {
  const plan = await planOf(db, query, allOrders);
  const { where, matches } = plan;
  const bound = boundOf(query, sortKeyOf(query));
  // Past a cursor the page no longer holds every match: they are counted apart.
  const total =
    bound && plan.total === windowCount
      ? sql<number>`(SELECT count(*) FROM ${matches ?? orders} ${where && !matches ? sql`WHERE ${where}` : sql``})`.mapWith(
          Number,
        )
      : plan.total;
  const reversed = bound?.side === 'before';
  const page = await countedPage(
    query,
    async (window) => {
      const rows = await readPageByIds(
        db,
        listTableOf(query),
        { where, orderBy: orderOf(query, reversed), total, matches, bound: bound?.where },
        bound ? { limit: window.limit, offset: 0 } : window,
      );
      return reversed ? rows.reverse() : rows;
    },
    async () => {
      if (total !== windowCount)
        return numberOf((await rowsOf<{ n: string }>(db, sql`SELECT ${total} AS n`))[0]?.n);
      const found = await db
        .select({ n: count() })
        .from(matches ?? orders)
        .where(where);
      return found[0]?.n ?? 0;
    },
  );
  return { ...page, pagination: { ...page.pagination, ...cursorsOf(query, page) } };
}

/** Next's and Previous's cursors: the last and the first row's edges, where there is a page. */
function cursorsOf(
  query: AdminOrderListFilters,
  { rows, pagination }: { rows: OrderEdge[]; pagination: Pagination },
) {
  const edge = (row: OrderEdge | undefined) => (row ? cursorOf(query, row) : null);
  return {
    nextCursor: pagination.page < pagination.pages ? edge(rows.at(-1)) : null,
    previousCursor: pagination.page > 1 ? edge(rows[0]) : null,
  };
}

const SNAPSHOT = { isolationLevel: 'repeatable read', accessMode: 'read only' } as const;

/**
 * Orders of any status the filters match, a page at a time: the page, its count, the tiles. A
 * search reads its facts and then its page in one snapshot, so the total is the page's.
 */
export async function listAdminOrders(
  db: DbOrTx,
  query: AdminOrderListFilters,
): Promise<AdminOrderListResponse> {
  const stats = await orderStats(db);
  const { rows, pagination } =
    query.search && !query.customerId
      ? await db.transaction(async (tx) => {
          // A search's best plan depends on its text (a common surname or a rare email): a
          // prepared statement's generic plan, blind to it, scanned every contact.
          await tx.execute(sql`SET LOCAL plan_cache_mode = force_custom_plan`);
          return readList(tx, query, stats.total);
        }, SNAPSHOT)
      : await readList(db, query, stats.total);
  return { orders: rows.map(toAdminOrderSummary), stats, pagination };
}
