import {
  KITCHEN_EVENT,
  KITCHEN_EVENTS_CATCH_UP_LIMIT,
  KITCHEN_EVENTS_READY_EVENT,
  KITCHEN_MESSAGES,
  type KitchenEvent,
  MAX_KITCHEN_STREAMS,
} from '@shop/shared';
import type { FeedUse } from '../../../plugins/live-feed/index.ts';

/**
 * The kitchen display's use of the live order feed: every order, each entry only naming the
 * order and its status, since the display reads its tickets again on every event. A display
 * back after a drop is told of the newest entries, which is enough to make it read again.
 */
export const kitchenOrderFeed: FeedUse<KitchenEvent> = {
  name: 'kitchen display',
  event: KITCHEN_EVENT,
  readyEvent: KITCHEN_EVENTS_READY_EVENT,
  toEvent: (entry) => ({
    id: entry.id,
    orderId: entry.orderId,
    status: entry.status as KitchenEvent['status'],
    at: entry.createdAt.toISOString(),
  }),
  backlog: KITCHEN_EVENTS_CATCH_UP_LIMIT,
  maxStreamsPerOwner: MAX_KITCHEN_STREAMS,
  tooManyStreamsMessage: KITCHEN_MESSAGES.tooManyStreams,
  realm: 'admin',
};
