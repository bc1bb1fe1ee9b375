import { type DbOrTx, orders } from '@shop/db';
import { isNull, sql } from '@shop/db/orm';
import { type AdminCustomerStats, toNrs } from '@shop/shared';
import { customerTiers, orderDays, tidyRollup } from '../analytics/rollup.ts';
import { numberOf, rowsOf } from '../analytics/rows.ts';

/**
 * The customer screen's tiles, over every customer, from the rollup (exact at every moment:
 * decisions 023 and 045): customers and spending per admin tier, and the orders placed by
 * someone with an account, which are all orders but the few whose customer is gone (a
 * partial index). One statement after the fold. Locations are the places the location filter
 * offers, so that the tile and the filter agree.
 */
export async function customerStats(
  db: DbOrTx,
  locationCount: number,
): Promise<AdminCustomerStats> {
  await tidyRollup(db);
  const [row] = await rowsOf<Record<string, string>>(
    db,
    sql`SELECT coalesce(sum(tiers.customers), 0) AS total,
        coalesce(sum(tiers.customers) FILTER (WHERE tiers.tier = 'VIP'), 0) AS vip,
        coalesce(sum(tiers.customers) FILTER (WHERE tiers.tier = 'Regular'), 0) AS regular,
        coalesce(sum(tiers.spent_paisa), 0) AS spent,
        (SELECT coalesce(sum(days.orders), 0) FROM ${orderDays} AS days)
          - (SELECT count(*) FROM ${orders} WHERE ${isNull(orders.customerId)}) AS placed
      FROM ${customerTiers} AS tiers`,
  );
  return {
    totalCustomers: numberOf(row?.total),
    vipCustomers: numberOf(row?.vip),
    regularCustomers: numberOf(row?.regular),
    totalRevenue: toNrs(numberOf(row?.spent)),
    totalOrders: numberOf(row?.placed),
    uniqueLocations: locationCount,
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
 * alphabetical order), sorted: the location filter's choices, and by their number the
 * Locations tile.
 */
export async function customerPlaces(db: DbOrTx): Promise<string[]> {
  const rows = await rowsOf<{ place: string }>(
    db,
    sql`WITH found AS (
        SELECT * FROM ${placesOf('city')} AS c
        UNION ALL SELECT * FROM ${placesOf('state')} AS s
        UNION ALL SELECT * FROM ${placesOf('country')} AS n
      )
      SELECT min(place) AS place FROM found GROUP BY key ORDER BY lower(min(place))`,
  );
  return rows.map((row) => row.place);
}
