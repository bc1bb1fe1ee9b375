import {
  ADMIN_CUSTOMER_MESSAGES,
  type CustomerActivityEntry,
  customerActivityResponseSchema,
} from '@shop/shared';
import { adminApi } from '@/features/admin-common/index.ts';

/** GET /api/admin/customers/{id}/activity: what the customer did lately, newest first. */
export async function getCustomerActivity(
  id: string,
  signal?: AbortSignal,
): Promise<CustomerActivityEntry[]> {
  const { activity } = await adminApi.get(
    `/admin/customers/${encodeURIComponent(id)}/activity`,
    customerActivityResponseSchema,
    undefined,
    { signal, fallbackMessage: ADMIN_CUSTOMER_MESSAGES.fetchActivityFailed },
  );
  return activity;
}
