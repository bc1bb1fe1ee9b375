import type { OrderHistoryFilters } from '../order-filters.ts';

/**
 * The cache keys of the customer's orders. Everything starts with `all`, so invalidating it
 * (as the live status stream does when an order's status changes) refreshes every list, page
 * and order shown.
 */
export const orderQueryKeys = {
  all: ['orders'] as const,
  history: (filters: OrderHistoryFilters) => ['orders', 'history', filters] as const,
  /** Every order's details (the order page's). */
  details: ['orders', 'detail'] as const,
  detail: (id: string) => ['orders', 'detail', id] as const,
};
