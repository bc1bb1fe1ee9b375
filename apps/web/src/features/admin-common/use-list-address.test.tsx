import { adminCustomerListQuerySchema, adminOrderListQuerySchema } from '@shop/shared';
import { act, cleanup, render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { useListAddress } from './list-address.ts';

afterEach(cleanup);

describe('useListAddress', () => {
  it('keeps two changes made before the router shows the first (a filter cleared, then a sort)', async () => {
    let change: ReturnType<typeof useListAddress>['change'] = () => {};
    function CustomersList() {
      change = useListAddress(adminCustomerListQuerySchema).change;
      return null;
    }
    const router = createMemoryRouter([{ path: '/admin/customers', Component: CustomersList }], {
      initialEntries: ['/admin/customers?search=a&location=Tansen'],
    });
    render(<RouterProvider router={router} />);

    await act(async () => {
      change({ location: '' });
      change({ sortBy: 'name', sortOrder: 'asc' });
    });

    expect(Object.fromEntries(new URLSearchParams(router.state.location.search))).toEqual({
      search: 'a',
      sortBy: 'name',
      sortOrder: 'asc',
    });
  });

  it('starts afresh from an address it did not ask for (Back, a link)', async () => {
    let change: ReturnType<typeof useListAddress>['change'] = () => {};
    function OrdersList() {
      change = useListAddress(adminOrderListQuerySchema).change;
      return null;
    }
    const router = createMemoryRouter([{ path: '/admin/orders', Component: OrdersList }], {
      initialEntries: ['/admin/orders?status=pending'],
    });
    render(<RouterProvider router={router} />);
    await act(async () => change({ search: 'gmail' }));
    await act(async () => router.navigate('/admin/orders?status=ready'));
    await act(async () => change({ sortBy: 'total' }));

    expect(Object.fromEntries(new URLSearchParams(router.state.location.search))).toEqual({
      status: 'ready',
      sortBy: 'total',
    });
  });
});
