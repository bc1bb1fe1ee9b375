import {
  ADMIN_CUSTOMER_SORTS,
  ADMIN_CUSTOMER_TIERS,
  ADMIN_CUSTOMERS_PAGE_SIZE,
  type AdminCustomerSort,
  type AdminCustomerTier,
  SORT_ORDERS,
  type SortOrder,
  SPENDING_LEVELS,
  type SpendingLevel,
} from '@shop/shared';

/**
 * What the customer list shows, as kept in the page's address (docs/product-rules.md#customers).
 */
export interface CustomerFilters {
  search: string;
  status: AdminCustomerTier | '';
  location: string;
  spending: SpendingLevel | '';
  sortBy: AdminCustomerSort;
  sortOrder: SortOrder;
  page: number;
}

export const DEFAULT_CUSTOMER_FILTERS: CustomerFilters = {
  search: '',
  status: '',
  location: '',
  spending: '',
  sortBy: 'joinDate',
  sortOrder: 'desc',
  page: 1,
};

function oneOf<T extends string>(choices: readonly T[], value: string | null): T | undefined {
  return choices.find((choice) => choice === value);
}

/** The filters in an address; anything unreadable falls back to its default. */
export function filtersFromSearch(search: URLSearchParams): CustomerFilters {
  const page = Number(search.get('page'));
  const d = DEFAULT_CUSTOMER_FILTERS;
  return {
    search: search.get('search')?.trim() ?? '',
    status: oneOf(ADMIN_CUSTOMER_TIERS, search.get('status')) ?? '',
    location: search.get('location')?.trim() ?? '',
    spending: oneOf(SPENDING_LEVELS, search.get('spending')) ?? '',
    sortBy: oneOf(ADMIN_CUSTOMER_SORTS, search.get('sortBy')) ?? d.sortBy,
    sortOrder: oneOf(SORT_ORDERS, search.get('sortOrder')) ?? d.sortOrder,
    page: Number.isInteger(page) && page >= 1 ? page : 1,
  };
}

/**
 * The address for the filters after a change: anything but a page change starts again at page
 * 1, and defaults are left out so a plain list has a plain address.
 */
export function searchWithChange(
  current: CustomerFilters,
  change: Partial<CustomerFilters>,
): URLSearchParams {
  const next: CustomerFilters = { ...current, ...change };
  if (change.page === undefined) next.page = 1;
  const params = new URLSearchParams();
  for (const key of Object.keys(DEFAULT_CUSTOMER_FILTERS) as (keyof CustomerFilters)[]) {
    const value = next[key];
    if (value !== DEFAULT_CUSTOMER_FILTERS[key]) params.set(key, String(value));
  }
  return params;
}

/** Whether any filter narrows the list (sorting and paging do not). */
export function hasFilters(filters: CustomerFilters): boolean {
  return Boolean(filters.search || filters.status || filters.location || filters.spending);
}

/** The list call's query for the filters. */
export function listQueryOf(filters: CustomerFilters) {
  return {
    search: filters.search || undefined,
    status: filters.status || undefined,
    location: filters.location || undefined,
    spending: filters.spending || undefined,
    sortBy: filters.sortBy,
    sortOrder: filters.sortOrder,
    page: filters.page,
    limit: ADMIN_CUSTOMERS_PAGE_SIZE,
  };
}

/** A header's sort: the other direction when it is already the sort, else its natural one. */
export function sortChange(
  filters: CustomerFilters,
  sortBy: AdminCustomerSort,
): Pick<CustomerFilters, 'sortBy' | 'sortOrder'> {
  if (filters.sortBy === sortBy) {
    return { sortBy, sortOrder: filters.sortOrder === 'asc' ? 'desc' : 'asc' };
  }
  return { sortBy, sortOrder: sortBy === 'name' || sortBy === 'email' ? 'asc' : 'desc' };
}
