import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { RequireCustomer } from '../components/require-customer.tsx';
import { useSessionStore } from '../stores/session-store.ts';
import { Where } from '../test/render-page.tsx';
import { ASHA, json, TOKEN } from '../test/session-fixtures.ts';
import { useSignOut } from './use-sign-out.ts';

const toast = vi.hoisted(() => ({ success: vi.fn(), error: vi.fn() }));
vi.mock('@/lib/toast.ts', () => ({ toast }));

function ProfileWithLogout() {
  const signOut = useSignOut();
  return (
    <button type="button" onClick={() => void signOut()}>
      Log out
    </button>
  );
}

beforeEach(() => {
  toast.success.mockReset();
  localStorage.clear();
  useSessionStore.getState().signIn({ token: TOKEN, customer: ASHA }, true);
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('useSignOut', () => {
  it('from a guarded page: home (not /login), session and cached data gone, server told', async () => {
    const fetchMock = vi.fn(async () =>
      json({ success: true, message: 'You have been logged out' }),
    );
    vi.stubGlobal('fetch', fetchMock);
    const queryClient = new QueryClient();
    queryClient.setQueryData(['orders', 'history'], ['an order of Asha']);
    const router = createMemoryRouter(
      [
        {
          path: '/profile',
          element: (
            <RequireCustomer>
              <ProfileWithLogout />
            </RequireCustomer>
          ),
        },
        { path: '*', element: <Where /> },
      ],
      { initialEntries: ['/profile'] },
    );
    render(
      <QueryClientProvider client={queryClient}>
        <RouterProvider router={router} />
      </QueryClientProvider>,
    );

    fireEvent.click(screen.getByRole('button', { name: 'Log out' }));
    await vi.waitFor(() => expect(toast.success).toHaveBeenCalledWith('You have been logged out'));
    expect(await screen.findByText('at /')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/');
    expect(useSessionStore.getState().token).toBeNull();
    expect(localStorage.getItem('token')).toBeNull();
    expect(queryClient.getQueryData(['orders', 'history'])).toBeUndefined();
    expect(fetchMock).toHaveBeenCalledWith(
      '/api/customers/logout',
      expect.objectContaining({
        headers: expect.objectContaining({ Authorization: `Bearer ${TOKEN}` }),
      }),
    );
  });

  it('forgets the session even when the server cannot be reached', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Promise.reject(new TypeError('Failed to fetch'))),
    );
    const router = createMemoryRouter(
      [
        { path: '/meals', element: <ProfileWithLogout /> },
        { path: '*', element: <Where /> },
      ],
      { initialEntries: ['/meals'] },
    );
    render(
      <QueryClientProvider client={new QueryClient()}>
        <RouterProvider router={router} />
      </QueryClientProvider>,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Log out' }));
    await vi.waitFor(() => expect(toast.success).toHaveBeenCalled());
    expect(useSessionStore.getState().token).toBeNull();
  });
});
