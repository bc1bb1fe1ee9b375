import { useQueryClient } from '@tanstack/react-query';
import { adminQueryKeys } from '@/features/admin-common/index.ts';
import { refreshQueries } from '@/lib/refresh-queries.ts';

/**
 * The shop's popup keeps the active events for the whole visit (features/events,
 * `['events', 'active']`); after a change in this tab it must read them again.
 */
const SHOP_ACTIVE_EVENTS_KEY = ['events', 'active'] as const;

/**
 * After a change to an event or a coupon: both lists read again (an event's code changes its
 * coupon), the sidebar's badges, and the shop's active events.
 */
export function usePromotionRefresh() {
  const queryClient = useQueryClient();
  return () =>
    void refreshQueries(queryClient, [
      { queryKey: adminQueryKeys.section('events') },
      { queryKey: adminQueryKeys.section('coupons') },
      { queryKey: adminQueryKeys.stats },
      { queryKey: SHOP_ACTIVE_EVENTS_KEY },
    ]);
}
