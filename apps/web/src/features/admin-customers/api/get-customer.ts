import {
  ADMIN_CUSTOMER_MESSAGES,
  type AdminCustomerDetail,
  adminCustomerResponseSchema,
} from '@shop/shared';
import { adminApi } from '@/features/admin-common/index.ts';

/** GET /api/admin/customers/{id}: the details modal's customer with their figures. */
export async function getCustomer(id: string, signal?: AbortSignal): Promise<AdminCustomerDetail> {
  const { customer } = await adminApi.get(
    `/admin/customers/${encodeURIComponent(id)}`,
    adminCustomerResponseSchema,
    undefined,
    { signal, fallbackMessage: ADMIN_CUSTOMER_MESSAGES.fetchDetailsFailed },
  );
  return customer;
}
