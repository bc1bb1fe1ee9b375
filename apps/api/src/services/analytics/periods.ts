import { type SQL, sql } from '@shop/db/orm';
import type { AnalyticsPeriod } from '@shop/shared';
import { kathmanduMonthStart, kathmanduToday } from './kathmandu.ts';

/** How a chart cuts its time: so many days or months, the current one last. */
export interface Buckets {
  granularity: 'day' | 'month';
  count: number;
}

const PERIODS: Record<AnalyticsPeriod, Buckets> = {
  '7d': { granularity: 'day', count: 7 },
  '30d': { granularity: 'day', count: 30 },
  '90d': { granularity: 'day', count: 90 },
  '12m': { granularity: 'month', count: 12 },
};

export const bucketsOf = (period: AnalyticsPeriod): Buckets => PERIODS[period];

/** The Kathmandu date the first bucket starts on. */
export function firstDay({ granularity, count }: Buckets): SQL {
  return granularity === 'day'
    ? sql`(${kathmanduToday} - ${count - 1}::int)`
    : sql`(${kathmanduMonthStart} - make_interval(months => ${count - 1}::int))::date`;
}

/** The bucket (its first day) a Kathmandu date falls in. */
export function bucketOf({ granularity }: Buckets, day: SQL): SQL {
  return granularity === 'day' ? day : sql`date_trunc('month', ${day})::date`;
}

/** Rows (bucket date) of every bucket, oldest first: the days or months with no data too. */
export function everyBucket(buckets: Buckets): SQL {
  const step = sql.raw(buckets.granularity === 'day' ? `'1 day'` : `'1 month'`);
  const last = buckets.granularity === 'day' ? kathmanduToday : kathmanduMonthStart;
  return sql`(
    SELECT b::date AS bucket
    FROM generate_series(${firstDay(buckets)}::timestamp, ${last}::timestamp, interval ${step}) AS b
  )`;
}
