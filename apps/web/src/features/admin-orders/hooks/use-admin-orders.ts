import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { getOrder } from '../api/get-order.ts';
import { listOrders } from '../api/list-orders.ts';
import { adminOrderQueryKeys } from '../api/query-keys.ts';
import { listQueryOf, type OrderFilters } from '../order-filters.ts';

/** A page of orders; the last page stays on screen while the next one loads. */
export function useAdminOrders(filters: OrderFilters) {
  const query = listQueryOf(filters);
  return useQuery({
    queryKey: adminOrderQueryKeys.list(query),
    queryFn: ({ signal }) => listOrders(query, signal),
    placeholderData: keepPreviousData,
    // Orders move on all the time: a copy is old after a few seconds.
    staleTime: 5_000,
    refetchOnWindowFocus: true,
  });
}

/** The open order with its customer, items and timeline. */
export function useAdminOrder(id: string) {
  return useQuery({
    queryKey: adminOrderQueryKeys.detail(id),
    queryFn: ({ signal }) => getOrder(id, signal),
    staleTime: 5_000,
  });
}
