import { describe, expect, it } from 'vitest';
import {
  DEFAULT_CUSTOMER_FILTERS,
  filtersFromSearch,
  hasFilters,
  searchWithChange,
  sortChange,
} from './customer-filters.ts';

describe('the customer list’s filters in the address', () => {
  it('read back what they wrote', () => {
    const params = searchWithChange(DEFAULT_CUSTOMER_FILTERS, {
      search: 'sita',
      status: 'VIP',
      location: 'Lalitpur',
      spending: 'high',
      sortBy: 'totalSpent',
      sortOrder: 'asc',
    });
    expect(params.toString()).toBe(
      'search=sita&status=VIP&location=Lalitpur&spending=high&sortBy=totalSpent&sortOrder=asc',
    );
    expect(filtersFromSearch(params)).toEqual({
      search: 'sita',
      status: 'VIP',
      location: 'Lalitpur',
      spending: 'high',
      sortBy: 'totalSpent',
      sortOrder: 'asc',
      page: 1,
    });
  });

  it('fall back to the defaults for anything unreadable', () => {
    expect(
      filtersFromSearch(
        new URLSearchParams('status=gold&spending=lots&sortBy=age&sortOrder=up&page=-2'),
      ),
    ).toEqual(DEFAULT_CUSTOMER_FILTERS);
  });

  it('start again at page 1 when a filter changes, but keep the page when paging', () => {
    const onPage3 = { ...DEFAULT_CUSTOMER_FILTERS, page: 3 };
    expect(searchWithChange(onPage3, { status: 'Inactive' }).get('page')).toBeNull();
    expect(searchWithChange(onPage3, { page: 4 }).get('page')).toBe('4');
  });

  it('count only what narrows the list as a filter', () => {
    expect(hasFilters({ ...DEFAULT_CUSTOMER_FILTERS, sortBy: 'name', page: 2 })).toBe(false);
    expect(hasFilters({ ...DEFAULT_CUSTOMER_FILTERS, location: 'Pokhara' })).toBe(true);
  });
});

describe('a sortable header', () => {
  it('turns the current sort round, and starts a new one in its natural direction', () => {
    const byJoinDate = DEFAULT_CUSTOMER_FILTERS;
    expect(sortChange(byJoinDate, 'joinDate')).toEqual({ sortBy: 'joinDate', sortOrder: 'asc' });
    expect(sortChange(byJoinDate, 'name')).toEqual({ sortBy: 'name', sortOrder: 'asc' });
    expect(sortChange(byJoinDate, 'totalSpent')).toEqual({
      sortBy: 'totalSpent',
      sortOrder: 'desc',
    });
  });
});
