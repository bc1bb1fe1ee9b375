import { type AdminOrderDetail, adminOrderResponseSchema } from '@shop/shared';
import { adminApi } from '@/features/admin-common/index.ts';

/** GET /api/admin/orders/{id}: the order with its customer, items and timeline. */
export async function getOrder(id: string, signal?: AbortSignal): Promise<AdminOrderDetail> {
  const { order } = await adminApi.get(
    `/admin/orders/${encodeURIComponent(id)}`,
    adminOrderResponseSchema,
    undefined,
    { signal },
  );
  return order;
}
