import {
  ORDER_EVENTS_PATH,
  ORDER_EVENTS_READY_EVENT,
  ORDER_STATUS_EVENT,
  type ReceivedOrderStatusEvent,
  receivedOrderStatusEventSchema,
} from '@shop/shared';
import type { LiveFeed } from '@/lib/live-feed/open-live-feed.ts';

/** The customer's live order status (GET /api/orders/events), read by lib/live-feed. */
export const orderStatusFeed: LiveFeed<ReceivedOrderStatusEvent> = {
  path: ORDER_EVENTS_PATH,
  event: ORDER_STATUS_EVENT,
  readyEvent: ORDER_EVENTS_READY_EVENT,
  schema: receivedOrderStatusEventSchema,
};
