import { type DbOrTx, orderIsOpen, orders } from '@shop/db';
import { asc, count } from '@shop/db/orm';
import type { ActiveOrdersResponse } from '@shop/shared';
import { countedPage, type PageQuery, windowCount } from '../paging/counted-page.ts';
import { readPageByIds } from '../paging/page-by-ids.ts';
import { orderTable, toAdminOrderSummary } from './order-summary.ts';

/**
 * Orders still to finish (neither delivered nor cancelled), oldest first: the kitchen's queue.
 * A partial index holds just these few, whatever the number of orders.
 */
export async function listActiveOrders(
  db: DbOrTx,
  query: PageQuery,
): Promise<ActiveOrdersResponse> {
  const open = orderIsOpen(orders.status);
  const { rows, pagination } = await countedPage(
    query,
    (window) =>
      readPageByIds(
        db,
        orderTable,
        { where: open, orderBy: [asc(orders.createdAt), asc(orders.id)], total: windowCount },
        window,
      ),
    async () => (await db.select({ total: count() }).from(orders).where(open))[0]?.total ?? 0,
  );
  return { orders: rows.map(toAdminOrderSummary), pagination };
}
