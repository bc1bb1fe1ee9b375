import {
  ORDERING_STATUS_EVENT,
  ORDERING_STATUS_EVENTS_PATH,
  type OrderingStatusResponse,
  orderingStatusResponseSchema,
} from '@shop/shared';
import { apiGet, apiUrl } from '@/lib/api-client.ts';
import type { StateStream } from '@/lib/live-feed/open-live-feed.ts';

export const orderingStatusQueryKey = ['ordering', 'status'] as const;

/** The status line is kept current within a minute even when the event stream is down. */
export const ORDERING_STATUS_REFRESH_MS = 60_000;

/** The shop's live status (GET /api/ordering/status/events), read by lib/live-feed. */
export const orderingStatusStream: StateStream<OrderingStatusResponse> = {
  path: ORDERING_STATUS_EVENTS_PATH,
  event: ORDERING_STATUS_EVENT,
  schema: orderingStatusResponseSchema,
};

/** GET /api/ordering/status: delivery's and pickup's status now, and the week's hours. */
export function getOrderingStatus(signal?: AbortSignal): Promise<OrderingStatusResponse> {
  return apiGet(apiUrl('/ordering/status'), orderingStatusResponseSchema, { signal });
}
