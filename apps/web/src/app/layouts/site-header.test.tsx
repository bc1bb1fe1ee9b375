import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
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

function renderHeader() {
  return render(
    <MemoryRouter initialEntries={['/meals']}>
      <SiteHeader />
    </MemoryRouter>,
  );
}

beforeEach(() => {
  localStorage.clear();
  useCartStore.setState({ items: [] });
  useWishlistStore.setState({ items: [] });
});

afterEach(cleanup);

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
