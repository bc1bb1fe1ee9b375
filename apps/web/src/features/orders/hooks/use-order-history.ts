import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { getOrderHistory } from '../api/get-order-history.ts';
import { orderQueryKeys } from '../api/query-keys.ts';
import type { OrderHistoryFilters } from '../order-filters.ts';

/** A page of the order history; the last page stays on screen while the next one loads. */
export function useOrderHistory(filters: OrderHistoryFilters) {
  return useQuery({
    queryKey: orderQueryKeys.history(filters),
    queryFn: ({ signal }) => getOrderHistory(filters, signal),
    placeholderData: keepPreviousData,
    // Orders move on while the customer looks: never trust a copy older than a few seconds.
    staleTime: 5_000,
    refetchOnWindowFocus: true,
  });
}
