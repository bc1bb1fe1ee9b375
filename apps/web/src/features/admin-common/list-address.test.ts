import {
  ADMIN_MEALS_PAGE_SIZE,
  adminCustomerListQuerySchema,
  adminMealListQuerySchema,
} from '@shop/shared';
import { describe, expect, it } from 'vitest';
import { addressWith, readAddress } from './list-address.ts';

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
});
