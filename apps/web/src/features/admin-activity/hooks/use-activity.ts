import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { adminQueryKeys } from '@/features/admin-common/index.ts';
import { type ActivityFilterValues, activityRequest } from '../activity-filters.ts';
import { getActivity } from '../api/get-activity.ts';
import { getActivityFilterOptions } from '../api/get-activity-filter-options.ts';

const activityKey = adminQueryKeys.section('activity');

/** A page of the audit log; the previous page stays on screen while the next one loads. */
export function useActivity(filters: ActivityFilterValues) {
  const request = activityRequest(filters);
  return useQuery({
    queryKey: [...activityKey, 'list', request],
    queryFn: ({ signal }) => getActivity(request, signal),
    placeholderData: keepPreviousData,
  });
}

export function useActivityFilterOptions() {
  return useQuery({
    queryKey: [...activityKey, 'filters'],
    queryFn: ({ signal }) => getActivityFilterOptions(signal),
  });
}
