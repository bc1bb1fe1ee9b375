import {
  ADMIN_ORDER_MESSAGES,
  type AdminOrderStatusUpdate,
  type Order,
  orderResponseSchema,
} from '@shop/shared';
import { adminApi } from '@/features/admin-common/index.ts';

/**
 * PATCH /api/admin/orders/{id}/status, with the status the admin saw as expectedStatus: if
 * another admin changed the order meanwhile the server refuses (409) with the order as it is.
 */
export async function updateOrderStatus(
  id: string,
  change: AdminOrderStatusUpdate,
): Promise<Order> {
  const { order } = await adminApi.patch(
    `/admin/orders/${encodeURIComponent(id)}/status`,
    change,
    orderResponseSchema,
    { fallbackMessage: ADMIN_ORDER_MESSAGES.updateStatusFailed },
  );
  return order;
}
