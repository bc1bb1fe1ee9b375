import { type OrderStatusCounts, orderStatusCountsSchema } from '@shop/shared';
import { adminApi } from '@/features/admin-common/index.ts';
import { adminOverview } from '@/i18n/locales/en/admin-overview.ts';

/** GET /api/admin/analytics/order-status: how many orders are in each status. */
export function getOrderStatus(signal?: AbortSignal): Promise<OrderStatusCounts> {
  return adminApi.get('/admin/analytics/order-status', orderStatusCountsSchema, undefined, {
    signal,
    fallbackMessage: adminOverview.errors.salesFailed,
  });
}
