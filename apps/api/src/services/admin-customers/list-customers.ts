import { customers, type DbOrTx } from '@shop/db';
import {
  and,
  asc,
  count,
  desc,
  eq,
  gt,
  gte,
  ilike,
  lt,
  lte,
  or,
  type SQL,
  sql,
} from '@shop/db/orm';
import {
  type AdminCustomerListFilters,
  type AdminCustomerListResponse,
  type AdminCustomerSort,
  HIGH_SPENDING_ABOVE_NRS,
  LOW_SPENDING_BELOW_NRS,
  toPaisa,
} from '@shop/shared';
import { pageOf } from '../admin-orders/page-of.ts';
import { containsPattern } from './contains-pattern.ts';
import { customerLocations, customerStats } from './customer-stats.ts';
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

const SORT_KEYS: Record<AdminCustomerSort, SQL> = {
  joinDate: sql`${customers.createdAt}`,
  name: sql`lower(${customerName})`,
  email: sql`lower(${customers.email})`,
  totalOrders: sql`${customerOrderCount}`,
  totalSpent: sql`${customers.totalSpentPaisa}`,
  visits: sql`${customers.visitCount}`,
};

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
    const place = query.location.toLowerCase();
    conditions.push(
      or(
        eq(sql`lower(${customers.city})`, place),
        eq(sql`lower(${customers.state})`, place),
        eq(sql`lower(${customers.country})`, place),
      ),
    );
  }
  return and(...conditions);
}

/**
 * The customers the filters match, a page at a time, with the tiles' figures over all customers
 * and the locations the filter offers: four queries, whatever the page size.
 */
export async function listCustomers(
  db: DbOrTx,
  query: AdminCustomerListFilters,
): Promise<AdminCustomerListResponse> {
  const where = filtersOf(query);
  const direction = query.sortOrder === 'asc' ? asc : desc;
  // Customers without an email or a name sort last either way; ties go by id, so pages never overlap.
  const rows = await db
    .select(adminCustomerColumns)
    .from(customers)
    .where(where)
    .orderBy(sql`${direction(SORT_KEYS[query.sortBy])} nulls last`, asc(customers.id))
    .limit(query.limit)
    .offset((query.page - 1) * query.limit);
  const [matched] = await db.select({ total: count() }).from(customers).where(where);
  const stats = await customerStats(db);
  const locations = await customerLocations(db);
  return {
    customers: rows.map(toAdminCustomer),
    stats,
    locations,
    pagination: pageOf(query, matched?.total ?? 0),
  };
}
