import { useQuery } from '@tanstack/react-query';
import { getRecentOrders, recentOrdersKey } from '../api/get-recent-orders.ts';

/** The customer's newest orders, refreshed when they come back to the tab. */
export function useRecentOrders() {
  return useQuery({
    queryKey: recentOrdersKey,
    queryFn: ({ signal }) => getRecentOrders(signal),
    staleTime: 5_000,
    refetchOnWindowFocus: true,
  });
}
