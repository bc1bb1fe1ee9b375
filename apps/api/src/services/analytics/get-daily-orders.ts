import type { DbOrTx } from '@shop/db';
import { sql } from '@shop/db/orm';
import { DAILY_CHART_DAYS, type DailyOrders, toNrs } from '@shop/shared';
import { isoDay } from './kathmandu.ts';
import { everyBucket, firstDay } from './periods.ts';
import { orderDays, tidyRollup } from './rollup.ts';
import { numberOf, rowsOf } from './rows.ts';

const buckets = { granularity: 'day', count: DAILY_CHART_DAYS } as const;

/** The last 30 Kathmandu days: orders placed (any status) and delivered revenue, zeros kept. */
export async function getDailyOrders(db: DbOrTx): Promise<DailyOrders> {
  await tidyRollup(db);
  const rows = await rowsOf<{ date: string; orders: string; revenue: string }>(
    db,
    sql`
      WITH figures AS (
        SELECT day, sum(orders) AS orders,
          sum(revenue_paisa) FILTER (WHERE status = 'delivered') AS revenue
        FROM ${orderDays} AS days
        WHERE day >= ${firstDay(buckets)}
        GROUP BY day
      )
      SELECT ${isoDay(sql`b.bucket`)} AS date,
        coalesce(f.orders, 0) AS orders, coalesce(f.revenue, 0) AS revenue
      FROM ${everyBucket(buckets)} AS b
      LEFT JOIN figures f ON f.day = b.bucket
      ORDER BY b.bucket`,
  );
  return rows.map((row) => ({
    date: row.date,
    revenue: toNrs(numberOf(row.revenue)),
    orders: numberOf(row.orders),
  }));
}
