import { type DbOrTx, orderStatusHistory, orders } from '@shop/db';
import { desc, eq, gt, max, sql } from '@shop/db/orm';
import { type AdminOrderEvent, toNrs } from '@shop/shared';

/*
 * The rows of the staff alerts stream: every order's timeline entries, by history id (the
 * primary key), each with what an alert names: the customer and the total. An order's first
 * entry is its creation.
 */

const alertColumns = {
  id: orderStatusHistory.id,
  orderId: orderStatusHistory.orderId,
  status: orderStatusHistory.status,
  changedBy: orderStatusHistory.changedBy,
  createdAt: orderStatusHistory.createdAt,
  customerName: orders.customerName,
  totalPaisa: orders.totalPaisa,
  // The order's first timeline entry (order_status_history_order_idx): none before it.
  isFirst: sql<boolean>`NOT EXISTS (
    SELECT 1 FROM ${orderStatusHistory} AS earlier
    WHERE earlier.order_id = ${orderStatusHistory.orderId} AND earlier.id < ${orderStatusHistory.id}
  )`,
};

type AlertRow = {
  id: number;
  orderId: string;
  status: string;
  changedBy: string;
  createdAt: Date;
  customerName: string;
  totalPaisa: number;
  isFirst: boolean;
};

function toEvent(row: AlertRow): AdminOrderEvent {
  return {
    id: row.id,
    orderId: row.orderId,
    kind: row.isFirst ? 'created' : 'status',
    status: row.status as AdminOrderEvent['status'],
    at: row.createdAt.toISOString(),
    by: row.changedBy as AdminOrderEvent['by'],
    customerName: row.customerName,
    total: toNrs(row.totalPaisa),
  };
}

function alerts(db: DbOrTx) {
  return db
    .select(alertColumns)
    .from(orderStatusHistory)
    .innerJoin(orders, eq(orders.id, orderStatusHistory.orderId));
}

/**
 * The entries after `afterId`, oldest first; of more than `limit`, only the newest: a screen
 * that was away for long is told of the latest orders, not of a day of history (its lists
 * reload anyway).
 */
export async function listOrderAlertsAfter(
  db: DbOrTx,
  afterId: number,
  limit: number,
): Promise<AdminOrderEvent[]> {
  const rows = await alerts(db)
    .where(gt(orderStatusHistory.id, afterId))
    .orderBy(desc(orderStatusHistory.id))
    .limit(limit);
  return rows.reverse().map(toEvent);
}

/** One entry by id (a row committed after a newer one was already sent). */
export async function findOrderAlert(
  db: DbOrTx,
  historyId: number,
): Promise<AdminOrderEvent | null> {
  const [row] = await alerts(db).where(eq(orderStatusHistory.id, historyId));
  return row ? toEvent(row) : null;
}

/** The newest timeline entry id of any order; 0 before the first order. */
export async function latestOrderAlertId(db: DbOrTx): Promise<number> {
  const [row] = await db.select({ latest: max(orderStatusHistory.id) }).from(orderStatusHistory);
  return row?.latest ?? 0;
}
