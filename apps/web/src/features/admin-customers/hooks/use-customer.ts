import { useQuery } from '@tanstack/react-query';
import { getCustomer } from '../api/get-customer.ts';
import { getCustomerActivity } from '../api/get-customer-activity.ts';
import { customerQueryKeys } from '../api/query-keys.ts';

/** The open customer's details and figures. */
export function useCustomer(id: string) {
  return useQuery({
    queryKey: customerQueryKeys.detail(id),
    queryFn: ({ signal }) => getCustomer(id, signal),
    staleTime: 5_000,
  });
}

/** The open customer's recent activity. */
export function useCustomerActivity(id: string) {
  return useQuery({
    queryKey: customerQueryKeys.activity(id),
    queryFn: ({ signal }) => getCustomerActivity(id, signal),
    staleTime: 5_000,
  });
}
