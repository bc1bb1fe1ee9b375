import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { listCustomers } from '../api/list-customers.ts';
import { customerQueryKeys } from '../api/query-keys.ts';
import { type CustomerFilters, listQueryOf } from '../customer-filters.ts';

/** A page of customers; the last page stays on screen while the next one loads. */
export function useCustomers(filters: CustomerFilters) {
  const query = listQueryOf(filters);
  return useQuery({
    queryKey: customerQueryKeys.list(query),
    queryFn: ({ signal }) => listCustomers(query, signal),
    placeholderData: keepPreviousData,
    staleTime: 10_000,
  });
}
