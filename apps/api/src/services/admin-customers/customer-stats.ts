import { customers, type DbOrTx, orders } from '@shop/db';
import { count, isNotNull, sql } from '@shop/db/orm';
import {
  type AdminCustomerStats,
  HIGH_SPENDING_ABOVE_NRS,
  LOW_SPENDING_BELOW_NRS,
  toNrs,
  toPaisa,
} from '@shop/shared';

const HIGH = toPaisa(HIGH_SPENDING_ABOVE_NRS);
const LOW = toPaisa(LOW_SPENDING_BELOW_NRS);

/** The customer screen's tiles, over every customer: one pass over customers, one count of orders. */
export async function customerStats(db: DbOrTx): Promise<AdminCustomerStats> {
  const [people] = await db
    .select({
      total: count(),
      vip: sql<number>`count(*) filter (where ${customers.isActive} and ${customers.totalSpentPaisa} > ${HIGH})`.mapWith(
        Number,
      ),
      regular:
        sql<number>`count(*) filter (where ${customers.isActive} and ${customers.totalSpentPaisa} > ${LOW} and ${customers.totalSpentPaisa} <= ${HIGH})`.mapWith(
          Number,
        ),
      revenuePaisa: sql<number>`coalesce(sum(${customers.totalSpentPaisa}), 0)`.mapWith(Number),
      cities: sql<number>`count(distinct lower(nullif(trim(${customers.city}), '')))`.mapWith(
        Number,
      ),
    })
    .from(customers);
  const [placed] = await db
    .select({ total: count() })
    .from(orders)
    .where(isNotNull(orders.customerId));
  return {
    totalCustomers: people?.total ?? 0,
    vipCustomers: people?.vip ?? 0,
    regularCustomers: people?.regular ?? 0,
    totalRevenue: toNrs(people?.revenuePaisa ?? 0),
    totalOrders: placed?.total ?? 0,
    uniqueLocations: people?.cities ?? 0,
  };
}

/**
 * Every city, state and country the customers name, once each (the spelling seen first in
 * alphabetical order), sorted: the location filter's choices.
 */
export async function customerLocations(db: DbOrTx): Promise<string[]> {
  const result = (await db.execute(sql`
    select min(place) as place
    from (
      select trim(${customers.city}) as place from ${customers}
      union all select trim(${customers.state}) from ${customers}
      union all select trim(${customers.country}) from ${customers}
    ) as places
    where place <> ''
    group by lower(place)
    order by lower(min(place))
  `)) as unknown as { rows: { place: string }[] };
  return result.rows.map((row) => row.place);
}
