import type { DbOrTx } from '@shop/db';
import { sql } from '@shop/db/orm';
import { ORDER_STATUSES, type OrderStatusCounts } from '@shop/shared';
import { orderDays, tidyRollup } from './rollup.ts';
import { numberOf, rowsOf } from './rows.ts';

/** How many orders are in each status now, every status listed (zero when none). */
export async function getOrderStatusCounts(db: DbOrTx): Promise<OrderStatusCounts> {
  await tidyRollup(db);
  const rows = await rowsOf<{ status: string; count: string }>(
    db,
    sql`SELECT status, sum(orders) AS count FROM ${orderDays} AS days GROUP BY status`,
  );
  const counts = new Map(rows.map((row) => [row.status, numberOf(row.count)]));
  return ORDER_STATUSES.map((status) => ({ status, count: counts.get(status) ?? 0 }));
}
