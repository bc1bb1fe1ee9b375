import type { Order } from '@shop/shared';
import { type QueryClient, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { refreshQueries } from '@/lib/refresh-queries.ts';
import { orderQueryKeys } from '../api/query-keys.ts';

/** Puts an order the server answered with into the cache, and refreshes every list of orders. */
export function storeOrder(queryClient: QueryClient, order: Order): void {
  queryClient.setQueryData(orderQueryKeys.detail(order.id), order);
  void refreshQueries(queryClient, [
    {
      queryKey: orderQueryKeys.all,
      predicate: (query) => query.queryKey[1] !== 'detail' || query.queryKey[2] !== order.id,
    },
  ]);
}

export function useStoreOrder(): (order: Order) => void {
  const queryClient = useQueryClient();
  return useCallback((order) => storeOrder(queryClient, order), [queryClient]);
}
