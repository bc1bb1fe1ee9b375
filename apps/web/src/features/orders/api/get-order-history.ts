import { type OrderListResponse, orderListResponseSchema } from '@shop/shared';
import { errors } from '@/i18n/locales/en/errors.ts';
import { apiGet, apiUrl } from '@/lib/api-client.ts';
import type { OrderHistoryFilters } from '../order-filters.ts';

/** GET /api/orders/history: the customer's orders, newest first, filtered and a page at a time. */
export function getOrderHistory(
  filters: OrderHistoryFilters,
  signal?: AbortSignal,
): Promise<OrderListResponse> {
  return apiGet(apiUrl('/orders/history', { ...filters }), orderListResponseSchema, {
    signal,
    fallbackMessage: errors.orderCalls.historyFailed,
  });
}
