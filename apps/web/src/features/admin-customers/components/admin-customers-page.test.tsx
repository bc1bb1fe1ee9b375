import type { AdminCustomer, AdminCustomerListResponse } from '@shop/shared';
import { QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { loadAdminNamespaces } from '@/i18n/admin-namespaces.ts';
import { createQueryClient } from '@/lib/query-client.ts';
import { AdminCustomersPage } from './admin-customers-page.tsx';

const customer = (fields: Partial<AdminCustomer>): AdminCustomer => ({
  _id: '3f2a9c1d-0000-4000-8000-00000000abcd',
  name: 'Sita Sharma',
  email: 'sita@example.com',
  phone: '9800000000',
  dateOfBirth: null,
  createdAt: '2025-06-01T06:15:00.000Z',
  address: 'Thamel Marg 1',
  city: 'Kathmandu',
  state: 'Bagmati',
  zipCode: '44600',
  country: 'NP',
  totalSpent: 1200,
  totalOrders: 3,
  visit_count: 1,
  isActive: true,
  tier: 'Active',
  ...fields,
});

const ANSWER: AdminCustomerListResponse = {
  customers: [
    customer({}),
    customer({
      _id: '3f2a9c1d-0000-4000-8000-00000000abce',
      name: 'Hari Thapa',
      city: null,
      state: null,
    }),
    customer({
      _id: '3f2a9c1d-0000-4000-8000-00000000abcf',
      name: 'Gita Rai',
      city: null,
      state: null,
      country: null,
    }),
  ],
  stats: {
    totalCustomers: 3,
    vipCustomers: 0,
    regularCustomers: 0,
    totalRevenue: 2400,
    totalOrders: 6,
    uniqueLocations: 3,
  },
  locations: ['Bagmati', 'Kathmandu', 'NP'],
  pagination: { page: 1, limit: 20, total: 3, pages: 1 },
};

/** The customers screen, the server answering every list with ANSWER. */
function renderPage() {
  vi.stubGlobal(
    'fetch',
    vi.fn(
      async () =>
        new Response(JSON.stringify(ANSWER), { headers: { 'Content-Type': 'application/json' } }),
    ),
  );
  render(
    <QueryClientProvider client={createQueryClient()}>
      <MemoryRouter initialEntries={['/admin/customers']}>
        <AdminCustomersPage />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

beforeAll(() => loadAdminNamespaces('admin', 'admin-customers'));
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('the customers screen’s locations', () => {
  it('offers the places the server names, a country by its name', async () => {
    renderPage();
    await screen.findByRole('table', { name: 'Customers' });
    const select = screen.getByRole('combobox', { name: 'Location' }) as HTMLSelectElement;
    const choices = [...select.options].map((option) => [option.value, option.textContent]);
    expect(choices).toEqual([
      ['', 'All Locations'],
      ['Bagmati', 'Bagmati'],
      ['Kathmandu', 'Kathmandu'],
      ['NP', 'Nepal'],
    ]);
  });

  it('shows a customer’s city with the state, else the nearest place they gave, else a dash', async () => {
    renderPage();
    const table = within(await screen.findByRole('table', { name: 'Customers' }));
    const [, withCity, countryOnly, nowhere] = table.getAllByRole('row');
    expect(withCity?.textContent).toContain('KathmanduBagmati');
    expect(countryOnly?.textContent).toContain('Nepal');
    expect(countryOnly?.textContent).not.toContain('NP');
    expect(nowhere?.textContent).toContain('—');
  });
});
