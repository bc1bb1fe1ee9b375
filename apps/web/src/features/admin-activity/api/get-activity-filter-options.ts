import { type ActivityFilterOptions, activityFilterOptionsSchema } from '@shop/shared';
import { adminApi } from '@/features/admin-common/index.ts';

/** GET /api/admin/activity/filters: the admins, actions and record types to filter by. */
export function getActivityFilterOptions(signal?: AbortSignal): Promise<ActivityFilterOptions> {
  return adminApi.get('/admin/activity/filters', activityFilterOptionsSchema, undefined, {
    signal,
  });
}
