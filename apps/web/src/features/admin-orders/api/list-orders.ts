import {
  ADMIN_ORDER_MESSAGES,
  type AdminOrderListQuery,
  type AdminOrderListResponse,
  adminOrderListResponseSchema,
} from '@shop/shared';
import { adminApi } from '@/features/admin-common/index.ts';

/** GET /api/admin/orders: a page of orders with the tiles' figures. */
export function listOrders(
  query: AdminOrderListQuery,
  signal?: AbortSignal,
): Promise<AdminOrderListResponse> {
  return adminApi.get('/admin/orders', adminOrderListResponseSchema, query, {
    signal,
    fallbackMessage: ADMIN_ORDER_MESSAGES.loadFailed,
  });
}
