import { type ActiveEventsResponse, activeEventsResponseSchema } from '@shop/shared';
import { apiGet, apiUrl } from '@/lib/api-client.ts';

export const eventKeys = {
  active: ['events', 'active'] as const,
};

/** GET /api/events/active: the events running now, for the popup. */
export function getActiveEvents(signal?: AbortSignal): Promise<ActiveEventsResponse> {
  return apiGet(apiUrl('/events/active'), activeEventsResponseSchema, { signal });
}
