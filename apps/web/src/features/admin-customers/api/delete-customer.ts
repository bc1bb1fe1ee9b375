import { ADMIN_CUSTOMER_MESSAGES, type SuccessResponse, successResponseSchema } from '@shop/shared';
import { adminApi } from '@/features/admin-common/index.ts';

/** DELETE /api/admin/customers/{id}: the customer goes; their orders stay. */
export function deleteCustomer(id: string): Promise<SuccessResponse> {
  return adminApi.delete(`/admin/customers/${encodeURIComponent(id)}`, successResponseSchema, {
    fallbackMessage: ADMIN_CUSTOMER_MESSAGES.deleteFailed,
  });
}
