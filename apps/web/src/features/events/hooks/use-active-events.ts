import { useQuery } from '@tanstack/react-query';
import { eventKeys, getActiveEvents } from '../api/get-active-events.ts';

/**
 * The events running now: for the popup, and for the checkout's coupon box. Which events run
 * depends on the hour: asked for by the browser, never kept in a page; asked once per page load.
 */
export function useActiveEvents(enabled = true) {
  return useQuery({
    queryKey: eventKeys.active,
    queryFn: ({ signal }) => getActiveEvents(signal),
    enabled,
    staleTime: Number.POSITIVE_INFINITY,
    retry: false,
  });
}
