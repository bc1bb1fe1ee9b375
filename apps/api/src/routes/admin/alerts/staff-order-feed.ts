import {
  ADMIN_ALERT_MESSAGES,
  ADMIN_ORDER_EVENT,
  ADMIN_ORDER_EVENTS_CATCH_UP_LIMIT,
  ADMIN_ORDER_EVENTS_READY_EVENT,
  type AdminOrderEvent,
  MAX_ADMIN_ORDER_STREAMS,
  toNrs,
} from '@shop/shared';
import type { FeedUse } from '../../../plugins/live-feed/index.ts';

/**
 * The staff's use of the live order feed: every order, each entry with the customer's name and
 * the total an alert names. A screen back after long is told of the newest entries only: its
 * lists reload anyway.
 */
export const staffOrderFeed: FeedUse<AdminOrderEvent> = {
  name: 'staff alerts',
  event: ADMIN_ORDER_EVENT,
  readyEvent: ADMIN_ORDER_EVENTS_READY_EVENT,
  toEvent: (entry) => ({
    id: entry.id,
    orderId: entry.orderId,
    kind: entry.isFirst ? 'created' : 'status',
    status: entry.status as AdminOrderEvent['status'],
    at: entry.createdAt.toISOString(),
    by: entry.changedBy as AdminOrderEvent['by'],
    customerName: entry.customerName,
    total: toNrs(entry.totalPaisa),
  }),
  backlog: ADMIN_ORDER_EVENTS_CATCH_UP_LIMIT,
  maxStreamsPerOwner: MAX_ADMIN_ORDER_STREAMS,
  tooManyStreamsMessage: ADMIN_ALERT_MESSAGES.tooManyStreams,
  realm: 'admin',
};
