import { type DbOrTx, orderStatusHistory, orders } from '@shop/db';
import { and, asc, desc, eq, gt, max, type SQL, sql } from '@shop/db/orm';

/*
 * The one live order feed: the rows of order_status_history in id order, the id being the
 * feed's cursor. A filter narrows it to one customer's orders (joined through
 * orders.customer_id, indexed, so a customer never sees another's order, whatever id a client or
 * a notification names); without one it is every order (the staff's view).
 */

/** Whose orders: one customer's, or (no customer) every order. */
export interface OrderFeedFilter {
  customerId?: string;
}

/** One timeline entry with what each use of the feed shows of it. */
export interface OrderFeedEntry {
  id: number;
  orderId: string;
  status: string;
  changedBy: string;
  notes: string | null;
  createdAt: Date;
  customerName: string;
  totalPaisa: number;
  /**
   * The order's arrival at the restaurant: its first entry, or for an order paid with a wallet
   * its first entry after awaiting its payment (docs/product-rules.md#wallet-payments).
   */
  isFirst: boolean;
}

const entryColumns = {
  id: orderStatusHistory.id,
  orderId: orderStatusHistory.orderId,
  status: orderStatusHistory.status,
  changedBy: orderStatusHistory.changedBy,
  notes: orderStatusHistory.notes,
  createdAt: orderStatusHistory.createdAt,
  customerName: orders.customerName,
  totalPaisa: orders.totalPaisa,
  // No entry of the order before it but awaiting payment (order_status_history_order_idx).
  isFirst: sql<boolean>`${orderStatusHistory.status} <> 'awaiting_payment' AND NOT EXISTS (
    SELECT 1 FROM ${orderStatusHistory} AS earlier
    WHERE earlier.order_id = ${orderStatusHistory.orderId} AND earlier.id < ${orderStatusHistory.id}
      AND earlier.status <> 'awaiting_payment'
  )`,
};

function entries(db: DbOrTx, filter: OrderFeedFilter, condition: SQL | undefined) {
  const ofCustomer =
    filter.customerId === undefined ? undefined : eq(orders.customerId, filter.customerId);
  return db
    .select(entryColumns)
    .from(orderStatusHistory)
    .innerJoin(orders, eq(orders.id, orderStatusHistory.orderId))
    .where(and(ofCustomer, condition));
}

/**
 * The entries after the cursor `afterId`, oldest first, at most `limit`: the oldest of them, or
 * with `newest` the newest (a screen back after long hears of the latest, not of a day).
 */
export async function listOrderFeedAfter(
  db: DbOrTx,
  filter: OrderFeedFilter,
  afterId: number,
  { limit, newest = false }: { limit: number; newest?: boolean },
): Promise<OrderFeedEntry[]> {
  const rows = await entries(db, filter, gt(orderStatusHistory.id, afterId))
    .orderBy(newest ? desc(orderStatusHistory.id) : asc(orderStatusHistory.id))
    .limit(limit);
  return newest ? rows.reverse() : rows;
}

/** One entry by id, if the filter lets it through (a row committed after a newer one was sent). */
export async function findOrderFeedEntry(
  db: DbOrTx,
  filter: OrderFeedFilter,
  historyId: number,
): Promise<OrderFeedEntry | null> {
  const [row] = await entries(db, filter, eq(orderStatusHistory.id, historyId));
  return row ?? null;
}

/** The newest entry id the filter lets through; 0 when there is none. */
export async function latestOrderFeedId(db: DbOrTx, filter: OrderFeedFilter): Promise<number> {
  const latest = { latest: max(orderStatusHistory.id) };
  const [row] =
    filter.customerId === undefined
      ? // Every order: the primary key alone answers.
        await db.select(latest).from(orderStatusHistory)
      : await db
          .select(latest)
          .from(orderStatusHistory)
          .innerJoin(orders, eq(orders.id, orderStatusHistory.orderId))
          .where(eq(orders.customerId, filter.customerId));
  return row?.latest ?? 0;
}
