import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { adminQueryKeys } from '@/features/admin-common/index.ts';
import { getDashboardOverview } from '../api/get-dashboard-overview.ts';
import { overviewQueryKeys } from '../api/query-keys.ts';
import { liveQueryOptions } from './live-query.ts';

/**
 * The overview's figures, kept fresh every 30 seconds while it shows. Each answer also updates
 * the sidebar's badges, which read the same stats.
 */
export function useDashboardOverview() {
  const queryClient = useQueryClient();
  const query = useQuery({
    queryKey: overviewQueryKeys.overview,
    queryFn: ({ signal }) => getDashboardOverview(signal),
    ...liveQueryOptions,
  });
  const stats = query.data?.stats;
  useEffect(() => {
    if (stats) queryClient.setQueryData(adminQueryKeys.stats, stats);
  }, [queryClient, stats]);
  return query;
}
