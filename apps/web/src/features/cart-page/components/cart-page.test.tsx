import type { Meal } from '@shop/shared';
import { QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { type CartItem, useCartStore } from '@/features/cart/index.ts';
import { createQueryClient } from '@/lib/query-client.ts';
import { CartPage } from './cart-page.tsx';

const toastSuccess = vi.hoisted(() => vi.fn());
vi.mock('@/lib/toast.ts', () => ({ toast: { success: toastSuccess, error: vi.fn() } }));

const menu: Record<number, Partial<Meal>> = {
  1: { name: 'Himalayan Smash Burger', price: 650, quantity: 45, available: true },
  2: { name: 'Jhol Momo (10 pc)', price: 280.5, quantity: 75, available: true },
  3: { name: 'Buff Choila Wrap', price: 440, quantity: 0, available: false },
};

function cartItem(id: number, quantity: number, price?: number): CartItem {
  const meal = menu[id] ?? {};
  return {
    id,
    name: meal.name ?? '',
    price: price ?? meal.price ?? 0,
    image: null,
    choices: [],
    categoryName: 'Burgers',
    quantity,
  };
}

/** The delivery areas the shop answers with: one free area unless a test says otherwise. */
let deliveryFees = [0];

function serveMenu() {
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string) => {
      if (url.endsWith('/api/delivery/areas')) {
        const areas = deliveryFees.map((fee, index) => ({
          id: index + 1,
          name: `Area ${index + 1}`,
          fee,
          minimumOrder: 0,
          extraMinutes: 0,
          places: [],
        }));
        return new Response(JSON.stringify({ areas }), { status: 200 });
      }
      const id = Number(url.split('/').pop());
      const meal = menu[id];
      if (!meal)
        return new Response(JSON.stringify({ message: 'Meal not found' }), { status: 404 });
      const data = {
        id,
        description: '',
        categoryId: 1,
        categoryName: 'Burgers',
        oldPrice: null,
        image: null,
        choices: [],
        images: [],
        videos: [],
        rating: 4.5,
        reviews: 10,
        soldQuantity: 0,
        calories: null,
        protein: null,
        carbs: null,
        fat: null,
        ...meal,
      };
      return new Response(JSON.stringify({ data }), { status: 200 });
    }),
  );
}

function renderCart(items: CartItem[]) {
  useCartStore.setState({ items });
  return render(
    <QueryClientProvider client={createQueryClient()}>
      <MemoryRouter initialEntries={['/cart']}>
        <CartPage />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

const summary = () => within(screen.getByRole('region', { name: 'Order Summary' }));

beforeEach(() => {
  localStorage.clear();
  deliveryFees = [0];
  serveMenu();
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  toastSuccess.mockReset();
});

describe('CartPage', () => {
  it('shows the empty state with a link to the menu', () => {
    renderCart([]);
    expect(screen.getByRole('heading', { name: 'Your Cart is Empty' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Browse Meals' }).getAttribute('href')).toBe('/meals');
  });

  it('totals the lines in paisa with free delivery and links to checkout', async () => {
    renderCart([cartItem(1, 2), cartItem(2, 3)]);
    expect(summary().getByText('5')).toBeTruthy();
    expect(summary().getAllByText('NRS 2,141.50')).toHaveLength(2);
    expect(await summary().findByText('FREE')).toBeTruthy();
    expect(summary().getByText('Total')).toBeTruthy();
    expect((await summary().findByRole('link', { name: 'Checkout' })).getAttribute('href')).toBe(
      '/checkout',
    );
  });

  it('promises no free delivery where an area charges a fee', async () => {
    deliveryFees = [0, 75];
    renderCart([cartItem(1, 2)]);
    expect(await summary().findByText('By area, at checkout')).toBeTruthy();
    expect(summary().getByText('Total before delivery')).toBeTruthy();
    expect(summary().queryByText('FREE')).toBeNull();
    expect(screen.getByText('Delivered to your area')).toBeTruthy();
    expect(screen.queryByText('Free delivery')).toBeNull();
  });

  it('raises a quantity with + and removes the item with − at 1, with a toast', () => {
    renderCart([cartItem(1, 1), cartItem(2, 1)]);
    fireEvent.click(screen.getByRole('button', { name: 'Increase quantity of Jhol Momo (10 pc)' }));
    expect(useCartStore.getState().items[1]?.quantity).toBe(2);

    fireEvent.click(
      screen.getByRole('button', { name: 'Decrease quantity of Himalayan Smash Burger' }),
    );
    expect(useCartStore.getState().items.map((item) => item.id)).toEqual([2]);
    expect(toastSuccess).toHaveBeenCalledWith('Himalayan Smash Burger removed from cart');
  });

  it('clears the cart only after it is confirmed', () => {
    renderCart([cartItem(1, 1)]);
    fireEvent.click(screen.getByRole('button', { name: 'Clear Cart' }));
    fireEvent.click(screen.getByRole('button', { name: 'Keep my cart' }));
    expect(useCartStore.getState().items).toHaveLength(1);

    fireEvent.click(screen.getByRole('button', { name: 'Clear Cart' }));
    const dialog = within(screen.getByRole('dialog', { name: 'Clear your cart?' }));
    fireEvent.click(dialog.getByRole('button', { name: 'Clear Cart' }));
    expect(useCartStore.getState().items).toEqual([]);
    expect(toastSuccess).toHaveBeenCalledWith('Cart cleared');
  });

  it('takes today’s price, says it changed, and blocks checkout for a sold-out meal', async () => {
    renderCart([cartItem(1, 2, 600), cartItem(3, 1)]);
    expect(await screen.findByText('Some prices changed since you added them.')).toBeTruthy();
    expect(screen.getByText('Price went up')).toBeTruthy();
    expect(useCartStore.getState().items[0]).toMatchObject({ price: 650, priceWas: 600 });
    expect(
      await screen.findByText(/Buff Choila Wrap has sold out since you added it/),
    ).toBeTruthy();
    const checkout = summary().getByRole('button', { name: 'Checkout' }) as HTMLButtonElement;
    expect(checkout.disabled).toBe(true);

    fireEvent.click(screen.getByRole('button', { name: 'OK, got it' }));
    expect(screen.queryByText('Some prices changed since you added them.')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Remove Buff Choila Wrap from cart' }));
    expect(summary().getByRole('link', { name: 'Checkout' })).toBeTruthy();
  });
});
