import { describe, expect, it } from 'vitest';
import {
  activityRequest,
  filtersFromSearch,
  hasFilters,
  searchWithChange,
} from './activity-filters.ts';

const ADMIN = '0b6f2f5e-6f43-4d3c-9a53-0f1f4d7d2a11';

describe('the Activity filters in the address', () => {
  it('reads the filters and the page', () => {
    const values = filtersFromSearch(
      new URLSearchParams(`adminId=${ADMIN}&entityType=order&from=2025-03-01&to=2025-03-02&page=3`),
    );
    expect(values).toEqual({
      adminId: ADMIN,
      action: '',
      entityType: 'order',
      entityId: '',
      from: '2025-03-01',
      to: '2025-03-02',
      page: 3,
    });
    expect(hasFilters(values)).toBe(true);
    expect(activityRequest(values)).toEqual({
      adminId: ADMIN,
      entityType: 'order',
      from: '2025-03-01',
      to: '2025-03-02',
      page: 3,
    });
  });

  it('drops what the server would refuse', () => {
    const values = filtersFromSearch(
      new URLSearchParams('adminId=boss&from=2025-02-30&to=yesterday&page=-2'),
    );
    expect(hasFilters(values)).toBe(false);
    expect(values.page).toBe(1);
    // An end before the start keeps the start.
    const reversed = filtersFromSearch(new URLSearchParams('from=2025-03-02&to=2025-03-01'));
    expect([reversed.from, reversed.to]).toEqual(['2025-03-02', '']);
  });

  it('starts again at page 1 when a filter changes, and keeps the page when only it changes', () => {
    const current = filtersFromSearch(new URLSearchParams('entityType=order&page=4'));
    expect(searchWithChange(current, { action: 'order.deleted' }).toString()).toBe(
      'action=order.deleted&entityType=order',
    );
    expect(searchWithChange(current, { page: 5 }).toString()).toBe('entityType=order&page=5');
    expect(searchWithChange(current, { entityType: '' }).toString()).toBe('');
  });
});
