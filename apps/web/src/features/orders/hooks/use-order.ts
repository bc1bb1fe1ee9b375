import { FINAL_ORDER_STATUSES } from '@shop/shared';
import { useQuery } from '@tanstack/react-query';
import { getOrder } from '../api/get-order.ts';
import { orderQueryKeys } from '../api/query-keys.ts';

/** An open order is read again this often, should the live status stream not reach us. */
const OPEN_ORDER_REFRESH_MS = 30_000;

/**
 * One of the customer's orders. The live status stream refreshes it the moment its status
 * changes (it invalidates `orderQueryKeys`); while it is open it is also read every 30 seconds,
 * for a browser whose stream is down.
 */
export function useOrder(id: string) {
  return useQuery({
    queryKey: orderQueryKeys.detail(id),
    queryFn: ({ signal }) => getOrder(id, signal),
    staleTime: 5_000,
    refetchOnWindowFocus: true,
    refetchInterval: (query) => {
      const status = query.state.data?.status;
      return status && !FINAL_ORDER_STATUSES.includes(status) ? OPEN_ORDER_REFRESH_MS : false;
    },
  });
}
