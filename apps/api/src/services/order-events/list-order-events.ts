import { type DbOrTx, orderStatusHistory, orders } from '@shop/db';
import { and, asc, eq, gt, max } from '@shop/db/orm';
import type { OrderStatusEvent } from '@shop/shared';

/*
 * The rows of the live status stream: the caller's orders' timeline entries, by history id.
 * Every query joins through orders.customer_id (indexed), so a stream never sees another
 * customer's order, whatever id a client or a notification names.
 */

const eventColumns = {
  id: orderStatusHistory.id,
  orderId: orderStatusHistory.orderId,
  status: orderStatusHistory.status,
  changedBy: orderStatusHistory.changedBy,
  notes: orderStatusHistory.notes,
  createdAt: orderStatusHistory.createdAt,
};

type EventRow = {
  id: number;
  orderId: string;
  status: string;
  changedBy: string;
  notes: string | null;
  createdAt: Date;
};

function toEvent(row: EventRow): OrderStatusEvent {
  return {
    id: row.id,
    orderId: row.orderId,
    status: row.status as OrderStatusEvent['status'],
    at: row.createdAt.toISOString(),
    by: row.changedBy as OrderStatusEvent['by'],
    notes: row.notes,
  };
}

function ofCustomer(customerId: string) {
  return eq(orders.customerId, customerId);
}

/** The customer's timeline entries with an id above `afterId`, oldest first, at most `limit`. */
export async function listOrderEventsAfter(
  db: DbOrTx,
  customerId: string,
  afterId: number,
  limit: number,
): Promise<OrderStatusEvent[]> {
  const rows = await db
    .select(eventColumns)
    .from(orderStatusHistory)
    .innerJoin(orders, eq(orders.id, orderStatusHistory.orderId))
    .where(and(ofCustomer(customerId), gt(orderStatusHistory.id, afterId)))
    .orderBy(asc(orderStatusHistory.id))
    .limit(limit);
  return rows.map(toEvent);
}

/** One timeline entry, if it belongs to one of the customer's orders. */
export async function findOrderEvent(
  db: DbOrTx,
  customerId: string,
  historyId: number,
): Promise<OrderStatusEvent | null> {
  const [row] = await db
    .select(eventColumns)
    .from(orderStatusHistory)
    .innerJoin(orders, eq(orders.id, orderStatusHistory.orderId))
    .where(and(ofCustomer(customerId), eq(orderStatusHistory.id, historyId)));
  return row ? toEvent(row) : null;
}

/** The newest timeline entry id of the customer's orders; 0 when they have none. */
export async function latestOrderEventId(db: DbOrTx, customerId: string): Promise<number> {
  const [row] = await db
    .select({ latest: max(orderStatusHistory.id) })
    .from(orderStatusHistory)
    .innerJoin(orders, eq(orders.id, orderStatusHistory.orderId))
    .where(ofCustomer(customerId));
  return row?.latest ?? 0;
}
