import { type DbOrTx, orders } from '@shop/db';
import { asc, count, notInArray } from '@shop/db/orm';
import { type ActiveOrdersResponse, FINAL_ORDER_STATUSES } from '@shop/shared';
import { orderSummaryColumns, toAdminOrderSummary } from './order-summary.ts';
import { pageOf } from './page-of.ts';

/** Orders still to finish (neither delivered nor cancelled), oldest first: the kitchen's queue. */
export async function listActiveOrders(
  db: DbOrTx,
  query: { page: number; limit: number },
): Promise<ActiveOrdersResponse> {
  const open = notInArray(orders.status, [...FINAL_ORDER_STATUSES]);
  const rows = await db
    .select(orderSummaryColumns)
    .from(orders)
    .where(open)
    .orderBy(asc(orders.createdAt), asc(orders.id))
    .limit(query.limit)
    .offset((query.page - 1) * query.limit);
  const [matched] = await db.select({ total: count() }).from(orders).where(open);
  return {
    orders: rows.map(toAdminOrderSummary),
    pagination: pageOf(query, matched?.total ?? 0),
  };
}
