import { type ActivityFilters, type ActivityList, activityListResponseSchema } from '@shop/shared';
import { adminApi } from '@/features/admin-common/index.ts';

/** GET /api/admin/activity: a page of the audit log, newest first. */
export function getActivity(
  query: Partial<ActivityFilters>,
  signal?: AbortSignal,
): Promise<ActivityList> {
  return adminApi.get('/admin/activity', activityListResponseSchema, query, { signal });
}
