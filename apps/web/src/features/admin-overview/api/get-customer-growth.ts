import { type CustomerGrowth, customerGrowthSchema } from '@shop/shared';
import { adminApi } from '@/features/admin-common/index.ts';
import { adminOverview } from '@/i18n/locales/en/admin-overview.ts';

/** GET /api/admin/analytics/customer-growth: new and total customers of the last 12 months. */
export function getCustomerGrowth(signal?: AbortSignal): Promise<CustomerGrowth> {
  return adminApi.get('/admin/analytics/customer-growth', customerGrowthSchema, undefined, {
    signal,
    fallbackMessage: adminOverview.errors.customersFailed,
  });
}
