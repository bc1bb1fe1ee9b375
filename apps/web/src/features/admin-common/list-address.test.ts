import {
  ADMIN_MEALS_PAGE_SIZE,
  adminCustomerListQuerySchema,
  adminMealListQuerySchema,
  adminOrderListQuerySchema,
} from '@shop/shared';
import { describe, expect, it } from 'vitest';
import { addressWith, pageChange, readAddress } from './list-address.ts';

const params = (query: string) => new URLSearchParams(query);

describe('a list in the address, read and written with its shared query schema', () => {
  it('reads each field on its own: a refused value is its default and spoils no other', () => {
    expect(
      readAddress(adminMealListQuerySchema, params('search=momo&available=maybe&page=0')),
    ).toEqual({
      search: 'momo',
      category: undefined,
      status: 'all',
      available: undefined,
      page: 1,
      limit: ADMIN_MEALS_PAGE_SIZE,
    });
    expect(readAddress(adminMealListQuerySchema, params('available=false&page=3'))).toMatchObject({
      available: false,
      page: 3,
    });
  });

  it('leaves defaults out, goes back to page 1 on any other change, and keeps what it does not know', () => {
    const schema = adminCustomerListQuerySchema;
    expect(addressWith(schema, params('page=4&tab=x'), { sortBy: 'name' }).toString()).toBe(
      'tab=x&sortBy=name',
    );
    expect(addressWith(schema, params('search=ram'), { page: 2 }).toString()).toBe(
      'search=ram&page=2',
    );
    expect(
      addressWith(schema, params('search=ram&page=2'), {
        search: '',
        sortOrder: 'desc',
      }).toString(),
    ).toBe('');
    expect(addressWith(schema, params('status=nobody&page=0'), {}).toString()).toBe('');
  });

  it('moves a page by its cursors where the list gives them, and drops them on any other change', () => {
    const orders = adminOrderListQuerySchema;
    const shown = { page: 4, limit: 50, total: 900, pages: 18 };
    const cursors = { ...shown, nextCursor: 'next-4', previousCursor: 'previous-4' };
    const moved = (pagination: typeof shown, page: number, current = 'status=ready&page=4') =>
      addressWith(orders, params(current), pageChange(pagination, page)).toString();
    expect(moved(cursors, 5)).toBe('status=ready&page=5&after=next-4');
    expect(moved(cursors, 3, 'status=ready&page=4&after=next-3')).toBe(
      'status=ready&page=3&before=previous-4',
    );
    // A list without cursors (or a page not next to this one) pages by number.
    expect(moved(shown, 5)).toBe('status=ready&page=5');
    expect(moved(cursors, 9)).toBe('status=ready&page=9');
    expect(moved({ ...cursors, page: 2 }, 1, 'page=2&after=next-1')).toBe('');
    expect(addressWith(orders, params('page=5&after=next-4'), { status: 'ready' }).toString()).toBe(
      'status=ready',
    );
  });
});
