import { type ReorderResponse, reorderResponseSchema } from '@shop/shared';
import { errors } from '@/i18n/locales/en/errors.ts';
import { apiPost, apiUrl } from '@/lib/api-client.ts';

/** POST /api/orders/{id}/reorder: the order's meals at today's prices, and what changed. */
export function reorder(id: string): Promise<ReorderResponse> {
  return apiPost(apiUrl(`/orders/${encodeURIComponent(id)}/reorder`), {}, reorderResponseSchema, {
    fallbackMessage: errors.orderCalls.reorderFailed,
  });
}
