import { cleanup, render, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useSessionStore } from '../stores/session-store.ts';
import { ASHA, TOKEN } from '../test/session-fixtures.ts';
import { RequireCustomer } from './require-customer.tsx';

function Where() {
  const location = useLocation();
  return <p>at {`${location.pathname}${location.search}`}</p>;
}

function renderAt(path: string) {
  const router = createMemoryRouter(
    [
      { path: '/login', element: <Where /> },
      {
        element: <RequireCustomer />,
        children: [{ path: '/cart', element: <h1>Your Cart</h1> }],
      },
      {
        path: '/profile',
        element: (
          <RequireCustomer>
            <h1>Profile</h1>
          </RequireCustomer>
        ),
      },
    ],
    { initialEntries: [path] },
  );
  render(<RouterProvider router={router} />);
  return router;
}

beforeEach(() => useSessionStore.getState().clear());
afterEach(cleanup);

describe('RequireCustomer', () => {
  it('sends a visitor without a session to /login, remembering the page', async () => {
    const router = renderAt('/cart?from=menu');
    expect(await screen.findByText('at /login?redirect=%2Fcart%3Ffrom%3Dmenu')).toBeTruthy();
    // Replaced, so Back does not bounce the visitor between the two.
    expect(router.state.historyAction).toBe('REPLACE');
  });

  it('shows the page (child route or wrapped element) to a signed-in customer', async () => {
    useSessionStore.getState().signIn({ token: TOKEN, customer: ASHA }, false);
    renderAt('/cart');
    expect(await screen.findByRole('heading', { name: 'Your Cart' })).toBeTruthy();
    cleanup();
    renderAt('/profile');
    expect(await screen.findByRole('heading', { name: 'Profile' })).toBeTruthy();
  });

  it('leaves the page as soon as the session ends', async () => {
    useSessionStore.getState().signIn({ token: TOKEN, customer: ASHA }, false);
    renderAt('/profile');
    await screen.findByRole('heading', { name: 'Profile' });
    useSessionStore.getState().clear();
    expect(await screen.findByText('at /login?redirect=%2Fprofile')).toBeTruthy();
  });

  it('is rendered on the server as the page’s shell, or as a loader for a page without one', async () => {
    // A fresh copy of the modules, as on the server: no first render has committed there.
    vi.resetModules();
    const { RequireCustomer: ServerRequireCustomer } = await import('./require-customer.tsx');
    const { createMemoryRouter: createRouter, RouterProvider: Provider } = await import(
      'react-router'
    );
    const serverHtml = (path: string) =>
      renderToString(
        <Provider
          router={createRouter(
            [
              {
                element: <ServerRequireCustomer />,
                children: [
                  {
                    path: '/cart',
                    element: <h1>Your Cart: 3 burgers</h1>,
                    handle: { Shell: () => <h1>Your Cart</h1> },
                  },
                  { path: '/orders/:id', element: <h1>Order 12</h1> },
                ],
              },
            ],
            { initialEntries: [path] },
          )}
        />,
      );
    const cart = serverHtml('/cart');
    expect(cart).toContain('<h1>Your Cart</h1>');
    expect(cart).not.toContain('3 burgers');
    const order = serverHtml('/orders/12');
    expect(order).toContain('role="status"');
    expect(order).not.toContain('Order 12');
  });
});
