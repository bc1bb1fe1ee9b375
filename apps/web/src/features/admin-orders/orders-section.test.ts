import { describe, expect, it } from 'vitest';
import { addressWith, readAddress } from '@/features/admin-common/index.ts';
import { ordersSection } from './orders-section.tsx';

const CUSTOMER = '3f2a9c1d-0000-4000-8000-00000000abcd';
const read = (query: string) => readAddress(ordersSection.query, new URLSearchParams(query));

describe('the order list’s address, read with the shared query schema', () => {
  it('reads back the filters, days, sort and page, asking for 50 a page', () => {
    expect(
      read(
        `search=sita&status=out_for_delivery&customerId=${CUSTOMER}&startDate=2026-03-01&endDate=2026-03-31&sortBy=total&sortOrder=asc&page=3`,
      ),
    ).toEqual({
      search: 'sita',
      status: 'out_for_delivery',
      customerId: CUSTOMER,
      startDate: '2026-03-01',
      endDate: '2026-03-31',
      sortBy: 'total',
      sortOrder: 'asc',
      page: 3,
      limit: 50,
    });
  });

  it('falls back to the defaults for what it cannot read, one field at a time', () => {
    expect(
      read('search=momo&status=lost&customerId=42&startDate=2026-02-30&sortBy=name&page=x'),
    ).toMatchObject({
      search: 'momo',
      status: undefined,
      customerId: undefined,
      startDate: undefined,
      sortBy: 'createdAt',
      sortOrder: 'desc',
      page: 1,
    });
  });

  it('goes back to page 1 on a new filter and leaves the defaults out', () => {
    const onPage2 = new URLSearchParams('status=ready&page=2');
    expect(addressWith(ordersSection.query, onPage2, { startDate: '2026-03-01' }).toString()).toBe(
      'status=ready&startDate=2026-03-01',
    );
    expect(
      addressWith(ordersSection.query, onPage2, {
        sortBy: 'createdAt',
        sortOrder: 'desc',
      }).toString(),
    ).toBe('status=ready');
  });
});
