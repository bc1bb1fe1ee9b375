import {
  MAX_ORDER_STREAMS_PER_CUSTOMER,
  ORDER_EVENTS_MESSAGES,
  ORDER_EVENTS_READY_EVENT,
  ORDER_STATUS_EVENT,
  type OrderStatusEvent,
} from '@shop/shared';
import type { FeedUse } from '../../../plugins/live-feed/index.ts';

/**
 * The customer's use of the live order feed: their orders' timelines, every step of them
 * replayed after a reconnect (each is a notice the customer should get).
 */
export const customerOrderFeed: FeedUse<OrderStatusEvent> = {
  name: 'order status',
  event: ORDER_STATUS_EVENT,
  readyEvent: ORDER_EVENTS_READY_EVENT,
  toEvent: (entry) => ({
    id: entry.id,
    orderId: entry.orderId,
    status: entry.status as OrderStatusEvent['status'],
    at: entry.createdAt.toISOString(),
    by: entry.changedBy as OrderStatusEvent['by'],
    notes: entry.notes,
  }),
  backlog: 'all',
  maxStreamsPerOwner: MAX_ORDER_STREAMS_PER_CUSTOMER,
  tooManyStreamsMessage: ORDER_EVENTS_MESSAGES.tooManyStreams,
  realm: 'customer',
};
