import type { DbOrTx } from '@shop/db';
import { sql } from '@shop/db/orm';
import type { AdminOrderStats } from '@shop/shared';
import { toNrs } from '@shop/shared';
import { orderDays, tidyRollup } from '../analytics/rollup.ts';
import { numberOf, rowsOf } from '../analytics/rows.ts';

const inStatus = (status: string) =>
  sql.raw(`coalesce(sum(days.orders) FILTER (WHERE days.status = '${status}'), 0)`);

/**
 * The orders screen's tiles, over every order, from the dashboard's rollup (exact at every
 * moment: decision 023), folded first. Revenue is what delivery brought in.
 */
export async function orderStats(db: DbOrTx): Promise<AdminOrderStats> {
  await tidyRollup(db);
  const [row] = await rowsOf<Record<string, string>>(
    db,
    sql`SELECT coalesce(sum(days.orders), 0) AS total,
      ${inStatus('pending')} AS pending, ${inStatus('preparing')} AS preparing,
      ${inStatus('ready')} AS ready, ${inStatus('delivered')} AS delivered,
      coalesce(sum(days.revenue_paisa) FILTER (WHERE days.status = 'delivered'), 0) AS revenue
      FROM ${orderDays} AS days`,
  );
  return {
    total: numberOf(row?.total),
    pending: numberOf(row?.pending),
    preparing: numberOf(row?.preparing),
    ready: numberOf(row?.ready),
    delivered: numberOf(row?.delivered),
    revenue: toNrs(numberOf(row?.revenue)),
  };
}
