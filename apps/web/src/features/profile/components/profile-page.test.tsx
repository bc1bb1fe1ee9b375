import type { CustomerProfile } from '@shop/shared';
import { QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { loadPageNamespaces } from '@/i18n/index.ts';
import { createQueryClient } from '@/lib/query-client.ts';
import { ProfilePage } from './profile-page.tsx';

const toast = vi.hoisted(() => ({ success: vi.fn(), error: vi.fn(), info: vi.fn() }));
vi.mock('@/lib/toast.ts', () => ({ toast }));
vi.mock('@/features/account/index.ts', () => ({
  useCustomerSession: () => ({ token: 'token', customer: null }),
}));

const PROFILE: CustomerProfile = {
  id: 'c0ffee00-0000-4000-8000-000000000001',
  firstName: 'Sita',
  lastName: 'Sharma',
  email: 'sita@example.com',
  phone: '9801234567',
  address: 'Thamel Marg 1',
  city: 'Kathmandu',
  state: 'Bagmati',
  zipCode: '44600',
  country: 'NP',
  dateOfBirth: null,
  totalSpent: 12500,
  totalOrders: 7,
  completedOrders: 5,
  vipLevel: 'VIP',
};

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

const EMPTY_HISTORY = {
  orders: [],
  totalSpent: 0,
  completedCount: 0,
  pagination: { page: 1, limit: 10, total: 0, pages: 0 },
};

/** Answers the profile calls in turn with `profiles`, and the history with an empty list. */
function renderProfile(profiles: Response[], at = '/profile') {
  const fetchMock = vi.fn(async (url: string) =>
    url.startsWith('/api/orders/history')
      ? json(200, EMPTY_HISTORY)
      : (profiles.shift() ?? json(500, {})),
  );
  vi.stubGlobal('fetch', fetchMock);
  render(
    <QueryClientProvider client={createQueryClient()}>
      <MemoryRouter initialEntries={[at]}>
        <ProfilePage />
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return fetchMock;
}

beforeAll(async () => {
  await loadPageNamespaces('profile');
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  toast.info.mockReset();
});

describe('ProfilePage', () => {
  it('shows the name, email and figures, with the details in disabled fields', async () => {
    renderProfile([json(200, PROFILE)]);
    const stats = within(await screen.findByRole('list', { name: 'Your stats' }));
    expect(await stats.findByText('7')).toBeTruthy();
    // The history beside it counts cancelled orders too: the tile says what it leaves out.
    expect(stats.getByText('Orders (not cancelled)')).toBeTruthy();
    expect(stats.getByText('NRS 12,500.00')).toBeTruthy();
    expect(stats.getByText('5')).toBeTruthy();
    expect(stats.getByText('VIP')).toBeTruthy();
    expect(screen.getByText('Sita Sharma')).toBeTruthy();
    expect(screen.getByText('sita@example.com')).toBeTruthy();

    const city = screen.getByLabelText('City') as HTMLInputElement;
    expect(city.value).toBe('Kathmandu');
    expect(city.disabled).toBe(true);
    expect(screen.getByRole('tab', { name: 'Profile Info' }).getAttribute('aria-selected')).toBe(
      'true',
    );
  });

  it('only says that editing is disabled when Save is pressed', async () => {
    const fetchMock = renderProfile([json(200, PROFILE)]);
    await screen.findByText('NRS 12,500.00');
    fireEvent.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(toast.info).toHaveBeenCalledWith('Profile editing is temporarily disabled.');
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('offers Try Again when the profile fails to load', async () => {
    renderProfile([json(503, {}), json(503, {}), json(503, {}), json(200, PROFILE)]);
    const alert = within(await screen.findByRole('alert', {}, { timeout: 8000 }));
    expect(alert.getByText('Failed to load profile')).toBeTruthy();
    fireEvent.click(alert.getByRole('button', { name: 'Try Again' }));
    expect(await screen.findByText('NRS 12,500.00')).toBeTruthy();
  });

  it('opens the order history tab from the address', async () => {
    renderProfile([json(200, PROFILE)], '/profile?tab=orders');
    expect(screen.getByRole('tab', { name: 'Order History' }).getAttribute('aria-selected')).toBe(
      'true',
    );
    expect(await screen.findByRole('heading', { name: 'No orders yet' })).toBeTruthy();
  });
});
