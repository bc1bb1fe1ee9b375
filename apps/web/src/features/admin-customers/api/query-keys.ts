import type { AdminCustomerListQuery } from '@shop/shared';
import { adminQueryKeys } from '@/features/admin-common/index.ts';

/** Under the back office's 'customers' section: a change anywhere refreshes them all. */
export const customerQueryKeys = {
  all: adminQueryKeys.section('customers'),
  list: (query: AdminCustomerListQuery) =>
    [...adminQueryKeys.section('customers'), 'list', query] as const,
  detail: (id: string) => [...adminQueryKeys.section('customers'), 'detail', id] as const,
  activity: (id: string) => [...adminQueryKeys.section('customers'), 'activity', id] as const,
};
