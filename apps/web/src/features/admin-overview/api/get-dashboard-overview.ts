import { type DashboardOverview, dashboardOverviewSchema } from '@shop/shared';
import { adminApi } from '@/features/admin-common/index.ts';
import { adminOverview } from '@/i18n/locales/en/admin-overview.ts';

/** GET /api/admin/dashboard/overview: the stat cards' and revenue summary's figures. */
export function getDashboardOverview(signal?: AbortSignal): Promise<DashboardOverview> {
  return adminApi.get('/admin/dashboard/overview', dashboardOverviewSchema, undefined, {
    signal,
    fallbackMessage: adminOverview.errors.overviewFailed,
  });
}
