import { ORDERS_PAGE_SIZE, type OrderListResponse, orderListResponseSchema } from '@shop/shared';
import { orderQueryKeys } from '@/features/orders/index.ts';
import { apiGet, apiUrl } from '@/lib/api-client.ts';

/** The first page of the order history, as the profile shows it: the same cache entry. */
export const RECENT_ORDERS_FILTERS = { page: 1, limit: ORDERS_PAGE_SIZE };
export const recentOrdersKey = orderQueryKeys.history(RECENT_ORDERS_FILTERS);

/** GET /api/orders/history?page=1&limit=10: the customer's newest orders. */
export function getRecentOrders(signal?: AbortSignal): Promise<OrderListResponse> {
  return apiGet(apiUrl('/orders/history', RECENT_ORDERS_FILTERS), orderListResponseSchema, {
    signal,
  });
}
