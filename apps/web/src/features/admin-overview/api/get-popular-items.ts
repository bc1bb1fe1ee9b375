import { POPULAR_ITEMS_DEFAULT_LIMIT, type PopularItems, popularItemsSchema } from '@shop/shared';
import { adminApi } from '@/features/admin-common/index.ts';
import { adminOverview } from '@/i18n/locales/en/admin-overview.ts';

/** GET /api/admin/analytics/popular-items?limit=10: the ten meals sold most. */
export function getPopularItems(signal?: AbortSignal): Promise<PopularItems> {
  return adminApi.get(
    '/admin/analytics/popular-items',
    popularItemsSchema,
    { limit: POPULAR_ITEMS_DEFAULT_LIMIT },
    { signal, fallbackMessage: adminOverview.errors.popularItemsFailed },
  );
}
