import { customers, type DbOrTx, placeKey } from '@shop/db';
import { and, asc, desc, eq, gt, gte, ilike, lt, lte, or, type SQL, sql } from '@shop/db/orm';
import {
  type AdminCustomerListFilters,
  type AdminCustomerListResponse,
  type AdminCustomerSort,
  HIGH_SPENDING_ABOVE_NRS,
  LOW_SPENDING_BELOW_NRS,
  toPaisa,
} from '@shop/shared';
import { containsPattern } from '../../lib/contains-pattern.ts';
import { customerPlaceTiers, customerTiers } from '../analytics/rollup.ts';
import { numberOf, rowsOf } from '../analytics/rows.ts';
import { countedPage } from '../paging/counted-page.ts';
import { readPageByIds } from '../paging/page-by-ids.ts';
import { customerPlaces, customerStats } from './customer-stats.ts';
import {
  adminCustomerColumns,
  customerName,
  customerOrderCount,
  toAdminCustomer,
} from './customer-view.ts';

const HIGH = toPaisa(HIGH_SPENDING_ABOVE_NRS);
const LOW = toPaisa(LOW_SPENDING_BELOW_NRS);

/** The admin tier in SQL: the lines of `adminCustomerTierFor`, on the same two amounts. */
const TIER_CONDITIONS = {
  VIP: and(eq(customers.isActive, true), gt(customers.totalSpentPaisa, HIGH)),
  Regular: and(
    eq(customers.isActive, true),
    gt(customers.totalSpentPaisa, LOW),
    lte(customers.totalSpentPaisa, HIGH),
  ),
  Active: and(eq(customers.isActive, true), lte(customers.totalSpentPaisa, LOW)),
  Inactive: eq(customers.isActive, false),
} as const;

const SPENDING_CONDITIONS = {
  high: gt(customers.totalSpentPaisa, HIGH),
  medium: and(gte(customers.totalSpentPaisa, LOW), lte(customers.totalSpentPaisa, HIGH)),
  low: lt(customers.totalSpentPaisa, LOW),
} as const;

/** The sort keys; none is ever null but the email, and customers without one sort last. */
const SORT_KEYS: Record<AdminCustomerSort, SQL> = {
  joinDate: sql`${customers.createdAt}`,
  name: sql`lower(${customerName})`,
  email: sql`lower(${customers.email})`,
  totalOrders: sql`${customerOrderCount}`,
  totalSpent: sql`${customers.totalSpentPaisa}`,
  visits: sql`${customers.visitCount}`,
};

/** The sort, then the id the same way: the order of one index per sort (migration 0009). */
function orderOf(query: AdminCustomerListFilters): SQL[] {
  const direction = query.sortOrder === 'asc' ? asc : desc;
  const key = direction(SORT_KEYS[query.sortBy]);
  return [query.sortBy === 'email' ? sql`${key} nulls last` : key, direction(customers.id)];
}

/** A location as the filter compares it with each place (`placeKey`). */
const placeOf = (location: string) => location.trim().toLowerCase();

function filtersOf(query: AdminCustomerListFilters): SQL | undefined {
  const conditions: (SQL | undefined)[] = [];
  if (query.search) {
    const pattern = containsPattern(query.search);
    conditions.push(
      or(
        ilike(customerName, pattern),
        ilike(customers.email, pattern),
        ilike(customers.phone, pattern),
      ),
    );
  }
  if (query.status) conditions.push(TIER_CONDITIONS[query.status]);
  if (query.spending) conditions.push(SPENDING_CONDITIONS[query.spending]);
  if (query.location) {
    const place = placeOf(query.location);
    conditions.push(
      or(
        eq(placeKey(customers.city), place),
        eq(placeKey(customers.state), place),
        eq(placeKey(customers.country), place),
      ),
    );
  }
  return and(...conditions);
}

/**
 * How many customers match, exactly: with no filter but the tier and the location, from the
 * rollup's customers per tier (kept by a trigger), or per place and tier; otherwise a count
 * that the planner takes from whichever index fits the filters.
 */
function matchCount(query: AdminCustomerListFilters, where: SQL | undefined): SQL<number> {
  const tier = query.status ? sql`tier = ${query.status}` : undefined;
  const place = query.location ? placeOf(query.location) : undefined;
  const count =
    query.search || query.spending
      ? sql`(SELECT count(*) FROM ${customers} ${where ? sql`WHERE ${where}` : sql``})`
      : place
        ? sql`(SELECT coalesce(sum(places.customers), 0) FROM ${customerPlaceTiers} AS places
            WHERE ${and(sql`(city = ${place} OR state = ${place} OR country = ${place})`, tier)})`
        : sql`(SELECT coalesce(sum(tiers.customers), 0) FROM ${customerTiers} AS tiers
            ${tier ? sql`WHERE ${tier}` : sql``})`;
  return count.mapWith(Number) as SQL<number>;
}

const customerTable = { table: customers, id: customers.id, columns: adminCustomerColumns };

/**
 * The customers the filters match, a page at a time, with the tiles' figures over all customers
 * and the locations the filter offers: three statements, whatever the page size.
 */
export async function listCustomers(
  db: DbOrTx,
  query: AdminCustomerListFilters,
): Promise<AdminCustomerListResponse> {
  const where = filtersOf(query);
  const total = matchCount(query, where);
  const { rows, pagination } = await countedPage(
    query,
    (window) => readPageByIds(db, customerTable, { where, orderBy: orderOf(query), total }, window),
    async () => numberOf((await rowsOf<{ n: string }>(db, sql`SELECT ${total} AS n`))[0]?.n),
  );
  const locations = await customerPlaces(db);
  return {
    customers: rows.map(toAdminCustomer),
    stats: await customerStats(db, locations.length),
    locations,
    pagination,
  };
}
