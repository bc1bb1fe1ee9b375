import { type RevenueByCategory, revenueByCategorySchema } from '@shop/shared';
import { adminApi } from '@/features/admin-common/index.ts';
import { adminOverview } from '@/i18n/locales/en/admin-overview.ts';

/** GET /api/admin/analytics/revenue-by-category: delivered revenue per category. */
export function getRevenueByCategory(signal?: AbortSignal): Promise<RevenueByCategory> {
  return adminApi.get('/admin/analytics/revenue-by-category', revenueByCategorySchema, undefined, {
    signal,
    fallbackMessage: adminOverview.errors.salesFailed,
  });
}
