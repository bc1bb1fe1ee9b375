import {
  ADMIN_ORDER_EVENT,
  ADMIN_ORDER_EVENTS_PATH,
  ADMIN_ORDER_EVENTS_READY_EVENT,
  type ReceivedAdminOrderEvent,
  receivedAdminOrderEventSchema,
} from '@shop/shared';
import type { LiveFeed } from '@/lib/live-feed/open-live-feed.ts';

/** Every order, live, for the staff alerts (GET /api/admin/orders/events), read by lib/live-feed. */
export const staffOrderFeed: LiveFeed<ReceivedAdminOrderEvent> = {
  path: ADMIN_ORDER_EVENTS_PATH,
  event: ADMIN_ORDER_EVENT,
  readyEvent: ADMIN_ORDER_EVENTS_READY_EVENT,
  schema: receivedAdminOrderEventSchema,
};
