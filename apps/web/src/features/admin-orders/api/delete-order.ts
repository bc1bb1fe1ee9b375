import { type SuccessResponse, successResponseSchema } from '@shop/shared';
import { adminApi } from '@/features/admin-common/index.ts';

/** DELETE /api/orders/{id}: a delivered or cancelled order, for good. */
export function deleteOrder(id: string): Promise<SuccessResponse> {
  return adminApi.delete(`/orders/${encodeURIComponent(id)}`, successResponseSchema);
}
