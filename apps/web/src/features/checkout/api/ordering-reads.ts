import {
  type Fulfilment,
  type OrderingSlotsResponse,
  orderingSlotsResponseSchema,
} from '@shop/shared';
import { apiGet, apiUrl } from '@/lib/api-client.ts';

/** GET /api/ordering/slots: a restaurant day's slots that still have room (today when no day). */
export function getOrderingSlots(
  type: Fulfilment,
  date: string | null,
  signal?: AbortSignal,
): Promise<OrderingSlotsResponse> {
  const query = date ? { type, date } : { type };
  return apiGet(apiUrl('/ordering/slots', query), orderingSlotsResponseSchema, { signal });
}
