import { mealListResponseSchema } from '@shop/shared';
import { QueryClient } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { apiGet, configureApiAuth } from '@/lib/api-client.ts';
import { connectCustomerSession } from './api-session.ts';
import { useSessionStore } from './stores/session-store.ts';
import { ASHA, json, TOKEN } from './test/session-fixtures.ts';

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
  useSessionStore.getState().signIn({ token: TOKEN, customer: ASHA }, true);
  window.history.replaceState(null, '', '/checkout?step=2');
});

afterEach(() => {
  configureApiAuth({ getToken: () => null, onUnauthorized: () => {} });
  vi.unstubAllGlobals();
});

describe('the customer session in the API client', () => {
  it('sends the stored token', async () => {
    const fetchMock = vi.fn(async () =>
      json({ data: [], pagination: { page: 1, limit: 10, total: 0, pages: 0 } }),
    );
    vi.stubGlobal('fetch', fetchMock);
    connectCustomerSession({ queryClient: new QueryClient() });
    await apiGet('/api/orders/my-orders', mealListResponseSchema);
    const init = (fetchMock.mock.calls[0] as unknown[] | undefined)?.[1] as RequestInit;
    expect(init.headers).toMatchObject({ Authorization: `Bearer ${TOKEN}` });
  });

  it('on a refused token: quietly forgets the customer and their data, keeps the cart', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => json({ error: 'UNAUTHORIZED', message: 'Please sign in' }, 401)),
    );
    localStorage.setItem('cart', '{"state":{"items":[]},"version":0}');
    const queryClient = new QueryClient();
    queryClient.setQueryData(['orders', 'history'], ['an order of Asha']);
    connectCustomerSession({ queryClient });

    await expect(apiGet('/api/orders/my-orders', mealListResponseSchema)).rejects.toMatchObject({
      status: 401,
    });
    // Where to go is the page's to say: a page that needs a session goes to /login by itself
    // (RequireCustomer), a public one stays.
    expect(`${window.location.pathname}${window.location.search}`).toBe('/checkout?step=2');
    expect(useSessionStore.getState()).toMatchObject({ token: null, customer: null });
    expect(localStorage.getItem('token')).toBeNull();
    expect(localStorage.getItem('user')).toBeNull();
    expect(queryClient.getQueryData(['orders', 'history'])).toBeUndefined();
    expect(localStorage.getItem('cart')).not.toBeNull();
  });
});
