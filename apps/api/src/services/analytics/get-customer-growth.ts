import type { DbOrTx } from '@shop/db';
import { type CustomerGrowth, GROWTH_CHART_MONTHS } from '@shop/shared';
import { countCustomersPerBucket } from './customer-counts.ts';

/** The last 12 Kathmandu months: who joined, and how many customers there were by its end. */
export async function getCustomerGrowth(db: DbOrTx): Promise<CustomerGrowth> {
  const { points } = await countCustomersPerBucket(db, {
    granularity: 'month',
    count: GROWTH_CHART_MONTHS,
  });
  return points.map((point) => ({
    month: point.date.slice(0, 7),
    new_customers: point.joined,
    total_customers: point.total,
  }));
}
