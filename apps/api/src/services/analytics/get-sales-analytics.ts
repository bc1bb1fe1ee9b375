import type { DbOrTx } from '@shop/db';
import { sql } from '@shop/db/orm';
import { type AnalyticsPeriod, type SalesAnalytics, toNrs } from '@shop/shared';
import { isoDay, kathmanduToday } from './kathmandu.ts';
import { bucketOf, bucketsOf, everyBucket, firstDay } from './periods.ts';
import { orderDays, tidyRollup } from './rollup.ts';
import { numberOf, rowsOf } from './rows.ts';

interface SalesRow {
  date: string;
  orders: string;
  revenue: string;
  from: string;
  to: string;
}

/** Completed sales (delivered orders) per day or month of the period, with its totals. */
export async function getSalesAnalytics(
  db: DbOrTx,
  period: AnalyticsPeriod,
): Promise<SalesAnalytics> {
  await tidyRollup(db);
  const buckets = bucketsOf(period);
  const rows = await rowsOf<SalesRow>(
    db,
    sql`
      WITH figures AS (
        SELECT ${bucketOf(buckets, sql`day`)} AS bucket,
          sum(orders) AS orders, sum(revenue_paisa) AS revenue
        FROM ${orderDays} AS days
        WHERE status = 'delivered' AND day >= ${firstDay(buckets)}
        GROUP BY 1
      )
      SELECT ${isoDay(sql`b.bucket`)} AS date,
        coalesce(f.orders, 0) AS orders, coalesce(f.revenue, 0) AS revenue,
        ${isoDay(firstDay(buckets))} AS from, ${isoDay(kathmanduToday)} AS to
      FROM ${everyBucket(buckets)} AS b
      LEFT JOIN figures f ON f.bucket = b.bucket
      ORDER BY b.bucket`,
  );
  const data = rows.map((row) => ({
    date: row.date,
    orders: numberOf(row.orders),
    revenuePaisa: numberOf(row.revenue),
  }));
  const totalOrders = data.reduce((sum, point) => sum + point.orders, 0);
  const totalPaisa = data.reduce((sum, point) => sum + point.revenuePaisa, 0);
  return {
    period,
    granularity: buckets.granularity,
    from: rows[0]?.from ?? '',
    to: rows[0]?.to ?? '',
    totalRevenue: toNrs(totalPaisa),
    totalOrders,
    averageOrderValue: totalOrders === 0 ? 0 : toNrs(Math.round(totalPaisa / totalOrders)),
    data: data.map(({ date, orders, revenuePaisa }) => ({
      date,
      orders,
      revenue: toNrs(revenuePaisa),
    })),
  };
}
