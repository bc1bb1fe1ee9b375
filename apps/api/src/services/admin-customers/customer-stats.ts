import { customers, type DbOrTx, orders } from '@shop/db';
import { count, isNull, sql } from '@shop/db/orm';
import {
  type AdminCustomerStats,
  HIGH_SPENDING_ABOVE_NRS,
  LOW_SPENDING_BELOW_NRS,
  toNrs,
  toPaisa,
} from '@shop/shared';
import { orderDays, tidyRollup } from '../analytics/rollup.ts';
import { numberOf, rowsOf } from '../analytics/rows.ts';

const HIGH = toPaisa(HIGH_SPENDING_ABOVE_NRS);
const LOW = toPaisa(LOW_SPENDING_BELOW_NRS);

/**
 * The customer screen's tiles, over every customer: one pass over the spending index (it holds
 * is_active too), and the orders placed by someone with an account, which are all orders (the
 * rollup) but the few whose customer is gone (a partial index).
 */
export async function customerStats(db: DbOrTx, cities: number): Promise<AdminCustomerStats> {
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
    })
    .from(customers);
  await tidyRollup(db);
  const [placed] = await rowsOf<{ total: string }>(
    db,
    sql`SELECT (SELECT coalesce(sum(days.orders), 0) FROM ${orderDays} AS days)
      - (SELECT count(*) FROM ${orders} WHERE ${isNull(orders.customerId)}) AS total`,
  );
  return {
    totalCustomers: people?.total ?? 0,
    vipCustomers: people?.vip ?? 0,
    regularCustomers: people?.regular ?? 0,
    totalRevenue: toNrs(people?.revenuePaisa ?? 0),
    totalOrders: numberOf(placed?.total),
    uniqueLocations: cities,
  };
}

/** Each place once, lower-cased, with its spelling first in alphabetical order. */
const placesOf = (column: 'city' | 'state' | 'country') => {
  const key = sql.raw(`lower(trim(${column}))`);
  const spelling = sql.raw(`trim(${column})`);
  // A skip scan of the column's index (migration 0009): one probe per place, not per customer.
  return sql`(WITH RECURSIVE places (key, place) AS (
      (SELECT ${key}, ${spelling} FROM customers WHERE ${key} > '' ORDER BY 1, 2 LIMIT 1)
      UNION ALL
      SELECT next.key, next.place FROM places, LATERAL (
        SELECT ${key} AS key, ${spelling} AS place FROM customers
        WHERE ${key} > places.key ORDER BY 1, 2 LIMIT 1
      ) AS next
    ) SELECT key, place, ${sql.raw(`'${column}'`)} AS kind FROM places)`;
};

/**
 * Every city, state and country the customers name, once each (the spelling seen first in
 * alphabetical order), sorted: the location filter's choices; and how many cities there are
 * (a tile).
 */
export async function customerPlaces(db: DbOrTx): Promise<{ locations: string[]; cities: number }> {
  const rows = await rowsOf<{ place: string; cities: string }>(
    db,
    sql`WITH found AS (
        SELECT * FROM ${placesOf('city')} AS c
        UNION ALL SELECT * FROM ${placesOf('state')} AS s
        UNION ALL SELECT * FROM ${placesOf('country')} AS n
      )
      SELECT min(place) AS place, (SELECT count(*) FROM found WHERE kind = 'city') AS cities
      FROM found GROUP BY key ORDER BY lower(min(place))`,
  );
  return { locations: rows.map((row) => row.place), cities: numberOf(rows[0]?.cities) };
}
