import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { openStateStream } from '@/lib/live-feed/open-live-feed.ts';
import {
  getOrderingStatus,
  ORDERING_STATUS_REFRESH_MS,
  orderingStatusQueryKey,
  orderingStatusStream,
} from '../api/get-ordering-status.ts';

/**
 * The shop's ordering status: rendered with the page on the server, then read again every
 * minute (an opening or closing needs no event) and at once from the status stream.
 */
export function useOrderingStatus() {
  return useQuery({
    queryKey: orderingStatusQueryKey,
    queryFn: ({ signal }) => getOrderingStatus(signal),
    staleTime: ORDERING_STATUS_REFRESH_MS,
    refetchInterval: ORDERING_STATUS_REFRESH_MS,
  });
}

/**
 * Keeps the status current from GET /api/ordering/status/events: every event is the whole
 * status, so it replaces the cached one. Mount it once (the status line does).
 */
export function useOrderingStatusEvents(): void {
  const queryClient = useQueryClient();
  useEffect(
    () =>
      openStateStream(orderingStatusStream, {
        onEvent: (status) => queryClient.setQueryData(orderingStatusQueryKey, status),
      }),
    [queryClient],
  );
}
