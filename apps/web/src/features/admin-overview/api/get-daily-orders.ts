import { type DailyOrders, dailyOrdersSchema } from '@shop/shared';
import { adminApi } from '@/features/admin-common/index.ts';
import { adminOverview } from '@/i18n/locales/en/admin-overview.ts';

/** GET /api/admin/analytics/daily-orders: orders and revenue of the last 30 days. */
export function getDailyOrders(signal?: AbortSignal): Promise<DailyOrders> {
  return adminApi.get('/admin/analytics/daily-orders', dailyOrdersSchema, undefined, {
    signal,
    fallbackMessage: adminOverview.errors.salesFailed,
  });
}
