import { describe, expect, it } from 'vitest';
import { estimateMinutes } from './delivery-estimate.ts';
import { filtersFromSearch, hasFilters, searchWithChange } from './order-filters.ts';

describe('the order history filters', () => {
  it('default to page 1 of 10 and drop anything unreadable', () => {
    expect(filtersFromSearch(new URLSearchParams('tab=orders'))).toEqual({ page: 1, limit: 10 });
    expect(
      filtersFromSearch(new URLSearchParams('status=shipped&from=yesterday&to=2025-13&page=-2')),
    ).toEqual({ page: 1, limit: 10 });
  });

  it('read a status, the two days and a page from the address', () => {
    expect(
      filtersFromSearch(
        new URLSearchParams('status=delivered&from=2025-01-01&to=2025-01-31&page=3'),
      ),
    ).toEqual({
      status: 'delivered',
      startDate: '2025-01-01',
      endDate: '2025-01-31',
      page: 3,
      limit: 10,
    });
  });

  it('start again at page 1 when a filter changes, and keep the other parameters', () => {
    const search = new URLSearchParams('tab=orders&status=pending&page=4');
    expect(searchWithChange(search, { status: 'cancelled' }).toString()).toBe(
      'tab=orders&status=cancelled',
    );
    expect(searchWithChange(search, { page: 5 }).toString()).toBe(
      'tab=orders&status=pending&page=5',
    );
    expect(searchWithChange(search, { status: '', from: '', to: '' }).toString()).toBe(
      'tab=orders',
    );
  });

  it('know when any filter is set', () => {
    expect(hasFilters({ page: 2, limit: 10 })).toBe(false);
    expect(hasFilters({ endDate: '2025-01-31', page: 1, limit: 10 })).toBe(true);
  });
});

describe('how an order is timed', () => {
  it("reads the server's estimate, else the shop's default", () => {
    expect(estimateMinutes('30-40 minutes')).toEqual({ from: 30, to: 40 });
    expect(estimateMinutes('')).toEqual({ from: 25, to: 35 });
    expect(estimateMinutes(null)).toEqual({ from: 25, to: 35 });
    expect(estimateMinutes('about an hour')).toEqual({ text: 'about an hour' });
  });
});
