import {
  ADMIN_CUSTOMER_MESSAGES,
  type CustomerAccountStatus,
  type CustomerStatusResponse,
  customerStatusResponseSchema,
} from '@shop/shared';
import { adminApi } from '@/features/admin-common/index.ts';

/** PUT /api/admin/customers/{id}/status: deactivate (signing them out) or reactivate. */
export function setCustomerStatus(
  id: string,
  status: CustomerAccountStatus,
): Promise<CustomerStatusResponse> {
  return adminApi.put(
    `/admin/customers/${encodeURIComponent(id)}/status`,
    { status },
    customerStatusResponseSchema,
    { fallbackMessage: ADMIN_CUSTOMER_MESSAGES.updateStatusFailed },
  );
}
