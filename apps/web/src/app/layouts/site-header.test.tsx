import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { createMemoryRouter, MemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
// The store itself, to sign in without a login page.
import { useSessionStore } from '@/features/account/stores/session-store.ts';
import { useCartStore } from '@/features/cart/index.ts';
import { useWishlistStore } from '@/features/wishlist/index.ts';
import { SiteHeader } from './site-header.tsx';

const burger = {
  id: 1,
  name: 'Classic Smash Burger',
  price: 450,
  oldPrice: null,
  image: null,
  categoryName: 'Burgers',
  rating: 4.2,
};

/** The toasts' layer is the shop layout's: none here. */
const NO_TOAST_LAYER = { current: null };

function renderHeader() {
  return render(
    <MemoryRouter initialEntries={['/meals']}>
      <SiteHeader edgeHolder={NO_TOAST_LAYER} />
    </MemoryRouter>,
  );
}

beforeEach(() => {
  localStorage.clear();
  useSessionStore.getState().clear();
  useCartStore.setState({ items: [] });
  useWishlistStore.setState({ items: [] });
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('SiteHeader', () => {
  it('hides the count badges at 0 and shows the cart and wishlist counts', () => {
    renderHeader();
    const cart = screen.getByRole('link', { name: 'Cart' });
    expect(cart.textContent).toBe('');

    act(() => {
      useCartStore.getState().add(burger);
      useCartStore.getState().add(burger);
      useWishlistStore.getState().add(burger);
    });

    expect(screen.getByRole('link', { name: 'Cart, 2 items' }).textContent).toBe('2');
    expect(screen.getByRole('link', { name: 'Wishlist, 1 item' }).textContent).toBe('1');
  });

  it('opens a dropdown on click, one at a time, and closes it with Escape', () => {
    renderHeader();
    const support = screen.getByRole('button', { name: 'Support' });
    const account = screen.getByRole('button', { name: 'Account' });
    const panel = document.getElementById(support.getAttribute('aria-controls') ?? '');
    expect(support.getAttribute('aria-expanded')).toBe('false');
    expect(panel?.hidden).toBe(true);

    fireEvent.click(support);
    expect(support.getAttribute('aria-expanded')).toBe('true');
    expect(panel?.hidden).toBe(false);
    expect(screen.getByRole('link', { name: /Contact Us/ }).getAttribute('href')).toBe('/contact');

    fireEvent.click(account);
    expect(support.getAttribute('aria-expanded')).toBe('false');
    expect(account.getAttribute('aria-expanded')).toBe('true');

    fireEvent.keyDown(document, { key: 'Escape' });
    expect(account.getAttribute('aria-expanded')).toBe('false');
    expect(document.activeElement).toBe(account);
  });

  it('closes an open dropdown on a click outside the navigation', () => {
    renderHeader();
    const gallery = screen.getByRole('button', { name: 'Gallery' });
    fireEvent.click(gallery);
    fireEvent.pointerDown(document.body);
    expect(gallery.getAttribute('aria-expanded')).toBe('false');
  });

  it('has a mobile menu disclosure', () => {
    renderHeader();
    const toggle = screen.getByRole('button', { name: 'Main menu' });
    const menu = document.getElementById(toggle.getAttribute('aria-controls') ?? '');
    expect(menu?.hidden).toBe(true);
    fireEvent.click(toggle);
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    expect(menu?.hidden).toBe(false);
  });
});

describe('SiteHeader and the customer session', () => {
  const asha = {
    id: '0b7f1c1e-8a39-4a43-9a43-2f1e4c0c9a11',
    firstName: 'Asha',
    lastName: 'Gurung',
    email: 'asha@example.com',
    phone: '',
    address: '',
    city: '',
    zipCode: '',
  };
  const token = 'Qm9vdGhfdG9rZW5fMDEyMzQ1Njc4OWFiY2RlZg';

  function renderSignedIn() {
    act(() => useSessionStore.getState().signIn({ token, customer: asha }, true));
    const router = createMemoryRouter(
      [
        { path: '/meals', element: <SiteHeader edgeHolder={NO_TOAST_LAYER} /> },
        { path: '/', element: <p>Home</p> },
      ],
      { initialEntries: ['/meals'] },
    );
    render(
      <QueryClientProvider client={new QueryClient()}>
        <RouterProvider router={router} />
      </QueryClientProvider>,
    );
    return router;
  }

  it('offers Login and Sign up to a visitor', () => {
    renderHeader();
    expect(screen.getByRole('link', { name: 'Login' }).getAttribute('href')).toBe('/login');
    fireEvent.click(screen.getByRole('button', { name: 'Account' }));
    const nav = screen.getAllByRole('navigation', { name: 'Main' })[0] as HTMLElement;
    const links = within(nav)
      .getAllByRole('link')
      .filter((link) => !link.closest('[hidden]'))
      .map((link) => link.getAttribute('href'));
    expect(links).toEqual(['/login', '/register', '/cart', '/customer-register']);
  });

  it('greets the customer by first name, and Log out ends the session but keeps the cart', async () => {
    const fetchMock = vi.fn(
      async () =>
        new Response(JSON.stringify({ success: true, message: 'You have been logged out' })),
    );
    vi.stubGlobal('fetch', fetchMock);
    act(() => useCartStore.getState().add(burger));
    const router = renderSignedIn();
    expect(
      screen.getByRole('link', { name: 'My profile, signed in as Asha' }).getAttribute('href'),
    ).toBe('/profile');
    fireEvent.click(screen.getByRole('button', { name: 'Account' }));
    expect(screen.getAllByText('Hi, Asha')[0]).toBeTruthy();

    fireEvent.click(screen.getAllByRole('button', { name: /^Log out/ })[0] as HTMLElement);
    expect(await screen.findByText('Home')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/');
    expect(fetchMock).toHaveBeenCalledWith(
      '/api/customers/logout',
      expect.objectContaining({
        method: 'POST',
        headers: expect.objectContaining({ Authorization: `Bearer ${token}` }),
      }),
    );
    expect(localStorage.getItem('token')).toBeNull();
    expect(useCartStore.getState().items).toHaveLength(1);
  });
});
