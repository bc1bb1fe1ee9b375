import {
  KITCHEN_EVENT,
  KITCHEN_EVENTS_PATH,
  KITCHEN_EVENTS_READY_EVENT,
  type ReceivedKitchenEvent,
  receivedKitchenEventSchema,
} from '@shop/shared';
import type { LiveFeed } from '@/lib/live-feed/open-live-feed.ts';

/** Every order, live, for the kitchen display (GET /api/kitchen/events), read by lib/live-feed. */
export const kitchenFeed: LiveFeed<ReceivedKitchenEvent> = {
  path: KITCHEN_EVENTS_PATH,
  event: KITCHEN_EVENT,
  readyEvent: KITCHEN_EVENTS_READY_EVENT,
  schema: receivedKitchenEventSchema,
};
