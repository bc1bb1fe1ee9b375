import type { DbOrTx } from '@shop/db';
import type { AnalyticsPeriod, CustomerAnalytics } from '@shop/shared';
import { countCustomersPerBucket } from './customer-counts.ts';
import { bucketsOf } from './periods.ts';

/** Customers who joined per day or month of the period, the running total, and the sums. */
export async function getCustomerAnalytics(
  db: DbOrTx,
  period: AnalyticsPeriod,
): Promise<CustomerAnalytics> {
  const buckets = bucketsOf(period);
  const { from, to, points } = await countCustomersPerBucket(db, buckets);
  return {
    period,
    granularity: buckets.granularity,
    from,
    to,
    totalCustomers: points.at(-1)?.total ?? 0,
    newCustomers: points.reduce((sum, point) => sum + point.joined, 0),
    data: points.map((point) => ({
      date: point.date,
      new_customers: point.joined,
      total_customers: point.total,
    })),
  };
}
