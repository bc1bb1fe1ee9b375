import { useQuery } from '@tanstack/react-query';
import { adminQueryKeys } from '@/features/admin-common/index.ts';
import { getDashboardStats } from '../api/get-dashboard-stats.ts';

/** A minute: new orders invalidate the stats at once (staff alerts); the rest can lag. */
const BADGE_REFRESH_MS = 60_000;

/**
 * The dashboard stats the sidebar's badges count (shared with the overview by its key); not
 * read for a role that may not open the dashboard (`enabled` false), which the server refuses.
 */
export function useDashboardStats(enabled = true) {
  return useQuery({
    queryKey: adminQueryKeys.stats,
    enabled,
    queryFn: ({ signal }) => getDashboardStats(signal),
    refetchInterval: BADGE_REFRESH_MS,
  });
}
