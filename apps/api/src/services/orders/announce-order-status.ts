import type { DatabaseHandle } from '@shop/db';
import { type SQL, sql } from '@shop/db/orm';

/** The channel the live order feed listens on (the NOTIFY contract of issue 7; plugins/live-feed). */
export const ORDER_STATUS_CHANNEL = 'order_status_changed';

export interface OrderStatusAnnouncement {
  customerId: string;
  orderId: string;
  /** The new order_status_history row: also the event id of the customer's stream. */
  historyId: number;
}

/**
 * Tells every server process that an order's timeline grew, after the transaction that wrote
 * the history row committed (a NOTIFY inside it would be lost on rollback and could arrive
 * before the row is visible). A failed announcement does not undo the change: a stream that
 * reconnects catches up from the history table, so it is logged by the caller, not thrown.
 */
export async function announceOrderStatus(
  database: Pick<DatabaseHandle, 'notify'>,
  announcement: OrderStatusAnnouncement,
): Promise<void> {
  await database.notify(ORDER_STATUS_CHANNEL, JSON.stringify(announcement));
}

/** announceOrderStatus for callers that must not fail once the change is committed. */
export function announceOrderStatusAfterCommit(
  database: Pick<DatabaseHandle, 'notify'>,
  announcement: OrderStatusAnnouncement,
  onError: (error: unknown) => void,
): Promise<void> {
  return announceOrderStatus(database, announcement).catch(onError);
}

/**
 * The same announcement as an expression of the statement that writes the history row, for a
 * transaction that would otherwise spend a round trip on it: PostgreSQL delivers a NOTIFY made
 * inside a transaction when, and only if, it commits, so it still comes after the commit.
 */
export function announceOrderStatusSql(announcement: {
  customerId: string;
  orderId: string;
  historyId: SQL;
}): SQL {
  return sql`pg_notify(${ORDER_STATUS_CHANNEL}, json_build_object(
    'customerId', ${announcement.customerId}::text,
    'orderId', ${announcement.orderId}::text,
    'historyId', ${announcement.historyId}
  )::text)`;
}
