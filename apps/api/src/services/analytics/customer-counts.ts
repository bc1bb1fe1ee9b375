import type { DbOrTx } from '@shop/db';
import { sql } from '@shop/db/orm';
import { isoDay, kathmanduToday } from './kathmandu.ts';
import { type Buckets, bucketOf, everyBucket, firstDay } from './periods.ts';
import { customerDays, tidyRollup } from './rollup.ts';
import { numberOf, rowsOf } from './rows.ts';

export interface CustomerCounts {
  from: string;
  to: string;
  points: { date: string; joined: number; total: number }[];
}

interface CountRow {
  date: string;
  joined: string;
  total: string;
  from: string;
  to: string;
}

/**
 * Customers who joined in each day or month (Kathmandu), and how many there were by its end:
 * those who joined before the first bucket plus a running sum. One statement on the rollup.
 */
export async function countCustomersPerBucket(
  db: DbOrTx,
  buckets: Buckets,
): Promise<CustomerCounts> {
  await tidyRollup(db);
  const start = firstDay(buckets);
  const rows = await rowsOf<CountRow>(
    db,
    sql`
      WITH joined AS (
        SELECT ${bucketOf(buckets, sql`day`)} AS bucket, sum(customers) AS n
        FROM ${customerDays} AS days
        WHERE day >= ${start}
        GROUP BY 1
      ), earlier AS (
        SELECT coalesce(sum(customers), 0) AS n FROM ${customerDays} AS days WHERE day < ${start}
      )
      SELECT ${isoDay(sql`b.bucket`)} AS date, coalesce(j.n, 0) AS joined,
        earlier.n + sum(coalesce(j.n, 0)) OVER (ORDER BY b.bucket) AS total,
        ${isoDay(start)} AS from, ${isoDay(kathmanduToday)} AS to
      FROM ${everyBucket(buckets)} AS b
      CROSS JOIN earlier
      LEFT JOIN joined j ON j.bucket = b.bucket
      ORDER BY b.bucket`,
  );
  return {
    from: rows[0]?.from ?? '',
    to: rows[0]?.to ?? '',
    points: rows.map((row) => ({
      date: row.date,
      joined: numberOf(row.joined),
      total: numberOf(row.total),
    })),
  };
}
