import { describe, expect, it } from 'vitest';
import { filtersFromParams, paramsWithChange } from './list-filters.ts';

const STATUSES = ['all', 'active', 'inactive', 'exhausted'] as const;
const read = (query: string) => filtersFromParams(new URLSearchParams(query), STATUSES, 'all');

describe('list filters in the address', () => {
  it('reads search, status and page, falling back on anything malformed', () => {
    expect(read('search=momo&status=exhausted&page=3')).toEqual({
      search: 'momo',
      status: 'exhausted',
      page: 3,
    });
    expect(read('status=bogus&page=0')).toEqual({ search: '', status: 'all', page: 1 });
    expect(read('page=2.5')).toMatchObject({ page: 1 });
    expect(read('page=abc')).toMatchObject({ page: 1 });
  });

  it('goes back to page 1 when the search or status changes, and keeps defaults out', () => {
    const current = read('search=momo&page=4');
    expect(paramsWithChange(current, { search: 'burger' }, 'all').toString()).toBe('search=burger');
    expect(paramsWithChange(current, { status: 'active' }, 'all').toString()).toBe(
      'search=momo&status=active',
    );
    expect(paramsWithChange(current, { page: 5 }, 'all').toString()).toBe('search=momo&page=5');
    expect(paramsWithChange(current, { search: '', page: 1 }, 'all').toString()).toBe('');
  });
});
