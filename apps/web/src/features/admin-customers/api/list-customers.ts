import {
  ADMIN_CUSTOMER_MESSAGES,
  type AdminCustomerListQuery,
  type AdminCustomerListResponse,
  adminCustomerListResponseSchema,
} from '@shop/shared';
import { adminApi } from '@/features/admin-common/index.ts';

/** GET /api/admin/customers: a page of customers with the tiles' figures and the locations. */
export function listCustomers(
  query: AdminCustomerListQuery,
  signal?: AbortSignal,
): Promise<AdminCustomerListResponse> {
  return adminApi.get('/admin/customers', adminCustomerListResponseSchema, query, {
    signal,
    fallbackMessage: ADMIN_CUSTOMER_MESSAGES.fetchFailed,
  });
}
