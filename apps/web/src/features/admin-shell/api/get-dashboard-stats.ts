import { type DashboardStats, dashboardStatsSchema } from '@shop/shared';
import { adminApi } from '@/features/admin-common/index.ts';

/** GET /api/admin/dashboard/stats: the counts behind the sidebar's badges. */
export function getDashboardStats(signal?: AbortSignal): Promise<DashboardStats> {
  return adminApi.get('/admin/dashboard/stats', dashboardStatsSchema, undefined, { signal });
}
