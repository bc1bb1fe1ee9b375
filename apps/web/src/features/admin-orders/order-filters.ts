import {
  ADMIN_ORDER_SORTS,
  ADMIN_ORDERS_PAGE_SIZE,
  type AdminOrderSort,
  ORDER_STATUSES,
  type OrderStatus,
  SORT_ORDERS,
  type SortOrder,
} from '@shop/shared';

/** What the order list shows, as kept in the page's address. */
export interface OrderFilters {
  search: string;
  status: OrderStatus | '';
  /** Set from a customer's details: only their orders. */
  customerId: string;
  sortBy: AdminOrderSort;
  sortOrder: SortOrder;
  page: number;
}

export const DEFAULT_ORDER_FILTERS: OrderFilters = {
  search: '',
  status: '',
  customerId: '',
  sortBy: 'createdAt',
  sortOrder: 'desc',
  page: 1,
};

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

function oneOf<T extends string>(choices: readonly T[], value: string | null): T | undefined {
  return choices.find((choice) => choice === value);
}

/** The filters in an address; anything unreadable falls back to its default. */
export function filtersFromSearch(search: URLSearchParams): OrderFilters {
  const page = Number(search.get('page'));
  const customerId = search.get('customerId') ?? '';
  return {
    search: search.get('search')?.trim() ?? '',
    status: oneOf(ORDER_STATUSES, search.get('status')) ?? '',
    customerId: UUID.test(customerId) ? customerId : '',
    sortBy: oneOf(ADMIN_ORDER_SORTS, search.get('sortBy')) ?? DEFAULT_ORDER_FILTERS.sortBy,
    sortOrder: oneOf(SORT_ORDERS, search.get('sortOrder')) ?? DEFAULT_ORDER_FILTERS.sortOrder,
    page: Number.isInteger(page) && page >= 1 ? page : 1,
  };
}

/** The address after a change: anything but paging starts at page 1; defaults are left out. */
export function searchWithChange(
  current: OrderFilters,
  change: Partial<OrderFilters>,
): URLSearchParams {
  const next: OrderFilters = { ...current, ...change };
  if (change.page === undefined) next.page = 1;
  const params = new URLSearchParams();
  for (const key of Object.keys(DEFAULT_ORDER_FILTERS) as (keyof OrderFilters)[]) {
    if (next[key] !== DEFAULT_ORDER_FILTERS[key]) params.set(key, String(next[key]));
  }
  return params;
}

export function hasFilters(filters: OrderFilters): boolean {
  return Boolean(filters.search || filters.status || filters.customerId);
}

/** The list call's query: page 1 of 50 unless paged (docs/product-rules.md#orders). */
export function listQueryOf(filters: OrderFilters) {
  return {
    search: filters.search || undefined,
    status: filters.status || undefined,
    customerId: filters.customerId || undefined,
    sortBy: filters.sortBy,
    sortOrder: filters.sortOrder,
    page: filters.page,
    limit: ADMIN_ORDERS_PAGE_SIZE,
  };
}

/** A header's sort: the other way round when it is the sort already, else newest/largest first. */
export function sortChange(
  filters: OrderFilters,
  sortBy: AdminOrderSort,
): Pick<OrderFilters, 'sortBy' | 'sortOrder'> {
  if (filters.sortBy === sortBy) {
    return { sortBy, sortOrder: filters.sortOrder === 'asc' ? 'desc' : 'asc' };
  }
  return { sortBy, sortOrder: sortBy === 'status' ? 'asc' : 'desc' };
}
