import { type DbOrTx, orders } from '@shop/db';
import { count, sql } from '@shop/db/orm';
import type { AdminOrderStats } from '@shop/shared';
import { toNrs } from '@shop/shared';
import { deliveredSpentPaisa } from '../orders/spending.ts';

const inStatus = (status: string) =>
  sql<number>`count(*) filter (where ${orders.status} = ${status})`.mapWith(Number);

/** The orders screen's tiles, over every order: one aggregate. Revenue is what delivery brought in. */
export async function orderStats(db: DbOrTx): Promise<AdminOrderStats> {
  const [row] = await db
    .select({
      total: count(),
      pending: inStatus('pending'),
      preparing: inStatus('preparing'),
      ready: inStatus('ready'),
      delivered: inStatus('delivered'),
      revenuePaisa: deliveredSpentPaisa,
    })
    .from(orders);
  return {
    total: row?.total ?? 0,
    pending: row?.pending ?? 0,
    preparing: row?.preparing ?? 0,
    ready: row?.ready ?? 0,
    delivered: row?.delivered ?? 0,
    revenue: toNrs(row?.revenuePaisa ?? 0),
  };
}
