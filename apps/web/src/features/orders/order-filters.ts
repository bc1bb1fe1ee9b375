import { ORDER_STATUSES, ORDERS_PAGE_SIZE, type OrderStatus } from '@shop/shared';

/**
 * What the order history asks for (status, startDate, endDate, page, limit:
 * docs/product-rules.md#order-history).
 */
export interface OrderHistoryFilters {
  status?: OrderStatus;
  /** Days in Kathmandu time, YYYY-MM-DD, both included. */
  startDate?: string;
  endDate?: string;
  page: number;
  limit: number;
}

const DAY = /^\d{4}-\d{2}-\d{2}$/;

export function isOrderStatus(value: unknown): value is OrderStatus {
  return typeof value === 'string' && (ORDER_STATUSES as readonly string[]).includes(value);
}

/**
 * The filters kept in the page's address (so Back from an order returns to the same page of
 * the history); anything unreadable is left out, and paging defaults to page 1 of 10.
 */
export function filtersFromSearch(search: URLSearchParams): OrderHistoryFilters {
  const status = search.get('status');
  const startDate = search.get('from') ?? '';
  const endDate = search.get('to') ?? '';
  const page = Number(search.get('page'));
  return {
    ...(isOrderStatus(status) ? { status } : {}),
    ...(DAY.test(startDate) ? { startDate } : {}),
    ...(DAY.test(endDate) ? { endDate } : {}),
    page: Number.isInteger(page) && page >= 1 ? page : 1,
    limit: ORDERS_PAGE_SIZE,
  };
}

export type FilterChange = Partial<Record<'status' | 'from' | 'to', string>> & { page?: number };

/**
 * The address's parameters after a change: a new filter starts again at page 1; an empty
 * value removes its parameter. Other parameters (the profile's tab) stay.
 */
export function searchWithChange(search: URLSearchParams, change: FilterChange): URLSearchParams {
  const next = new URLSearchParams(search);
  for (const key of ['status', 'from', 'to'] as const) {
    const value = change[key];
    if (value === undefined) continue;
    if (value) next.set(key, value);
    else next.delete(key);
  }
  if (change.page !== undefined && change.page > 1) next.set('page', String(change.page));
  else next.delete('page');
  return next;
}

export function hasFilters(filters: OrderHistoryFilters): boolean {
  return Boolean(filters.status || filters.startDate || filters.endDate);
}
