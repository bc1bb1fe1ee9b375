import type { KitchenTicket } from '@shop/shared';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useAdminSessionStore } from '@/features/admin-session/index.ts';
import { openLiveFeed } from '@/lib/live-feed/open-live-feed.ts';
import { refreshQueries } from '@/lib/refresh-queries.ts';
import { getKitchenTickets } from '../api/get-kitchen-tickets.ts';
import { kitchenFeed } from '../api/kitchen-feed.ts';

export const KITCHEN_TICKETS_KEY = ['kitchen', 'tickets'] as const;

/** Whether the live feed listens: connecting at first, live, or reconnecting after a drop. */
export type KitchenConnection = 'connecting' | 'live' | 'reconnecting';

/**
 * The tickets, read again on every event of the kitchen's live feed and each time the feed
 * (re)connects, which catches up whatever a dropped connection missed
 * (docs/product-rules.md#kitchen-display).
 */
export function useKitchenTickets(token: string | null) {
  const queryClient = useQueryClient();
  const [connection, setConnection] = useState<KitchenConnection>('connecting');
  const query = useQuery<KitchenTicket[]>({
    queryKey: KITCHEN_TICKETS_KEY,
    queryFn: ({ signal }) => getKitchenTickets(signal),
    enabled: token !== null,
    staleTime: 0,
  });
  useEffect(() => {
    if (!token) return;
    const refresh = () => void refreshQueries(queryClient, [{ queryKey: KITCHEN_TICKETS_KEY }]);
    setConnection('connecting');
    return openLiveFeed(kitchenFeed, {
      token,
      onEvent: refresh,
      onConnection: (state) => {
        setConnection(state);
        if (state !== 'live') return;
        // Listening (again): read what a dropped connection missed. A read still on its way, the
        // first one started as the feed opened, is let finish rather than cancelled mid-answer.
        if (queryClient.isFetching({ queryKey: KITCHEN_TICKETS_KEY }) > 0) return;
        refresh();
      },
      // The session is over: forget it (unless a new sign-in replaced it meanwhile), and the
      // page shows the staff sign-in.
      onUnauthorized: () => {
        const session = useAdminSessionStore.getState();
        if (session.token === token) session.clear();
      },
    });
  }, [token, queryClient]);
  return { ...query, connection };
}
