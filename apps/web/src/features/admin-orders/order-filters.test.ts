import { describe, expect, it } from 'vitest';
import {
  DEFAULT_ORDER_FILTERS,
  filtersFromSearch,
  hasFilters,
  listQueryOf,
  searchWithChange,
  sortChange,
} from './order-filters.ts';

const CUSTOMER = '3f2a9c1d-0000-4000-8000-00000000abcd';

describe('the order list’s filters in the address', () => {
  it('read back what they wrote, asking for 50 a page', () => {
    const params = searchWithChange(DEFAULT_ORDER_FILTERS, {
      search: 'sita',
      status: 'out_for_delivery',
      customerId: CUSTOMER,
      sortBy: 'total',
      sortOrder: 'asc',
    });
    const filters = filtersFromSearch(params);
    expect(filters).toEqual({
      search: 'sita',
      status: 'out_for_delivery',
      customerId: CUSTOMER,
      sortBy: 'total',
      sortOrder: 'asc',
      page: 1,
    });
    expect(listQueryOf(filters)).toMatchObject({ page: 1, limit: 50 });
  });

  it('fall back to the defaults for anything unreadable', () => {
    expect(
      filtersFromSearch(new URLSearchParams('status=lost&customerId=42&sortBy=name&page=x')),
    ).toEqual(DEFAULT_ORDER_FILTERS);
  });

  it('go back to page 1 on a new filter; a customer counts as a filter', () => {
    const onPage2 = { ...DEFAULT_ORDER_FILTERS, page: 2 };
    expect(searchWithChange(onPage2, { status: 'ready' }).has('page')).toBe(false);
    expect(searchWithChange(onPage2, { page: 3 }).get('page')).toBe('3');
    expect(hasFilters({ ...DEFAULT_ORDER_FILTERS, customerId: CUSTOMER })).toBe(true);
    expect(hasFilters({ ...DEFAULT_ORDER_FILTERS, sortBy: 'total' })).toBe(false);
  });
});

describe('sorting and naming orders', () => {
  it('turns the current sort round; a new sort starts newest or largest first, status in its order', () => {
    expect(sortChange(DEFAULT_ORDER_FILTERS, 'createdAt')).toEqual({
      sortBy: 'createdAt',
      sortOrder: 'asc',
    });
    expect(sortChange(DEFAULT_ORDER_FILTERS, 'total')).toEqual({
      sortBy: 'total',
      sortOrder: 'desc',
    });
    expect(sortChange(DEFAULT_ORDER_FILTERS, 'status')).toEqual({
      sortBy: 'status',
      sortOrder: 'asc',
    });
  });
});
