import type { ReceivedOrderStatusEvent } from '@shop/shared';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { orderQueryKeys } from '@/features/orders/index.ts';
import { loadPageNamespaces } from '@/i18n/index.ts';
import { refreshQueries } from '@/lib/refresh-queries.ts';
import { useOrderStatusStream } from '../hooks/use-order-status-stream.ts';
import { useRecentOrders } from '../hooks/use-recent-orders.ts';
import { hasOpenOrder, newestHistoryId } from '../open-orders.ts';
import { showStatusNotice } from '../show-status-notice.tsx';
import { isNewsToCustomer, statusNotice } from '../status-notice.ts';

function useTextsLoaded(): boolean {
  const [loaded, setLoaded] = useState(false);
  useEffect(() => {
    let mounted = true;
    const done = () => mounted && setLoaded(true);
    loadPageNamespaces('order-updates').then(done, done);
    return () => {
      mounted = false;
    };
  }, []);
  return loaded;
}

/**
 * While the signed-in customer has an open order, follows its status live and tells them of
 * every change (lazily loaded: see order-updates.tsx). Renders nothing itself.
 */
export default function LiveOrderUpdates({ token }: { token: string }) {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const textsLoaded = useTextsLoaded();
  const { data } = useRecentOrders();
  const orders = data?.orders ?? [];
  // The statuses as they were before a change arrives: a wallet order's news depends on it.
  const known = useRef(orders);
  known.current = orders;

  const refreshOrders = useCallback(
    () => refreshQueries(queryClient, [{ queryKey: orderQueryKeys.all }]),
    [queryClient],
  );
  const onStatus = useCallback(
    (event: ReceivedOrderStatusEvent) => {
      if (isNewsToCustomer(event)) {
        const previous = known.current.find((order) => order.id === event.orderId)?.status;
        showStatusNotice(statusNotice(event, previous), () => navigate(`/orders/${event.orderId}`));
      }
      void refreshOrders();
    },
    [navigate, refreshOrders],
  );

  const from = newestHistoryId(orders);
  // The stream sends what comes after the newest change these recent orders show. An order's
  // details read before them (the order page, opened at the same time) may lack a change made
  // in between, which the stream will not send: they are read again from this position.
  useEffect(() => {
    if (from !== null) void refreshQueries(queryClient, [{ queryKey: orderQueryKeys.details }]);
  }, [from, queryClient]);

  useOrderStatusStream({
    token,
    enabled: textsLoaded && hasOpenOrder(orders),
    lastEventId: from,
    onStatus,
    // The refetch meets the same 401, which signs the customer out as every call does.
    onUnauthorized: () => void refreshOrders(),
  });
  return null;
}
