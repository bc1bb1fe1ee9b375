import type { AdminOrderListQuery } from '@shop/shared';
import { adminQueryKeys } from '@/features/admin-common/index.ts';

/**
 * Under the back office's 'orders' section, which the staff alerts invalidate when an order
 * arrives: the open list then reads again by itself.
 */
export const adminOrderQueryKeys = {
  all: adminQueryKeys.section('orders'),
  lists: [...adminQueryKeys.section('orders'), 'list'] as const,
  list: (query: AdminOrderListQuery) =>
    [...adminQueryKeys.section('orders'), 'list', query] as const,
  detail: (id: string) => [...adminQueryKeys.section('orders'), 'detail', id] as const,
};
