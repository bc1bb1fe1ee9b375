import type { Meal } from '@shop/shared';
import { QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter, useLocation } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { selectQuantityInCart, useCartStore } from '@/features/cart/index.ts';
import { useWishlistStore } from '@/features/wishlist/index.ts';
import { createQueryClient } from '@/lib/query-client.ts';
import { MealDetailHost } from './meal-detail-modal.tsx';

const toastSuccess = vi.hoisted(() => vi.fn());
vi.mock('@/lib/toast.ts', () => ({ toast: { success: toastSuccess, error: vi.fn() } }));

const meal: Meal = {
  id: 7,
  name: 'Timur Pepper Chicken',
  description: 'Crispy chicken with Sichuan-style timur pepper.',
  categoryId: 2,
  categoryName: 'Fried Chicken',
  price: 1234.5,
  oldPrice: null,
  image: '/uploads/meals/timur-1.webp',
  images: ['/uploads/meals/timur-1.webp', '/uploads/meals/timur-2.webp'],
  videos: [],
  rating: 4.8,
  reviews: 389,
  soldQuantity: 300,
  quantity: 3,
  available: true,
  calories: null,
  protein: 38,
  carbs: null,
  fat: null,
  options: [],
};

function respondWith(status: number, body: unknown) {
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => new Response(JSON.stringify(body), { status })),
  );
}

function Search() {
  return <output data-testid="search">{useLocation().search}</output>;
}

function renderHost(search = '?meal=7') {
  return render(
    <QueryClientProvider client={createQueryClient()}>
      <MemoryRouter initialEntries={[`/meals${search}`]}>
        <MealDetailHost />
        <Search />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

beforeEach(() => {
  localStorage.clear();
  useCartStore.setState({ items: [] });
  useWishlistStore.setState({ items: [] });
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  toastSuccess.mockReset();
});

describe('MealDetailHost', () => {
  it('shows nothing without ?meal=', () => {
    respondWith(200, { data: meal });
    renderHost('');
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('loads the meal of ?meal= and shows its details with the defaults for missing nutrition', async () => {
    respondWith(200, { data: meal });
    renderHost();
    expect(await screen.findByRole('heading', { name: meal.name })).toBeTruthy();
    expect(screen.getByText('Rated 4.8 out of 5 from 389 reviews')).toBeTruthy();
    const facts = screen.getAllByRole('definition').map((fact) => fact.textContent);
    expect(facts).toEqual(['350kcal', '38g', '30g', '15g']);
    expect(screen.getByRole('button', { name: 'Next photo' })).toBeTruthy();
    expect(screen.getAllByRole('button', { name: /^Show photo \d of 2$/ })).toHaveLength(2);
    expect(fetch).toHaveBeenCalledWith('/api/meals/7', expect.anything());
  });

  it('keeps the quantity between 1 and the stock and adds that many to the cart', async () => {
    respondWith(200, { data: meal });
    renderHost();
    const decrease = await screen.findByRole('button', {
      name: `Decrease quantity of ${meal.name}`,
    });
    const increase = screen.getByRole('button', { name: `Increase quantity of ${meal.name}` });
    expect((decrease as HTMLButtonElement).disabled).toBe(true);

    fireEvent.click(increase);
    fireEvent.click(increase);
    expect((increase as HTMLButtonElement).disabled).toBe(true);
    expect(screen.getByText('NRS 3,703.50')).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Add to Cart' }));
    expect(selectQuantityInCart(meal.id)(useCartStore.getState())).toBe(3);
    expect(toastSuccess).toHaveBeenCalledWith(`${meal.name} added to cart successfully`);
    // Added: the details close and the parameter leaves the URL.
    expect(screen.getByTestId('search').textContent).toBe('');
  });

  it('offers no Add to Cart for a sold-out meal', async () => {
    respondWith(200, { data: { ...meal, available: false, quantity: 0 } });
    renderHost();
    expect(await screen.findByText('Sold out for now')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Add to Cart' })).toBeNull();
  });

  it('toggles the wishlist', async () => {
    respondWith(200, { data: meal });
    renderHost();
    const heart = await screen.findByRole('button', { name: `Save ${meal.name} to wishlist` });
    fireEvent.click(heart);
    expect(heart.getAttribute('aria-pressed')).toBe('true');
    expect(useWishlistStore.getState().items.map((item) => item.id)).toEqual([meal.id]);
  });

  it("says 'Failed to fetch food details' when the server fails without a message", async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response(null, { status: 400 })),
    );
    renderHost();
    expect((await screen.findByRole('alert')).textContent).toContain(
      'Failed to fetch food details',
    );
  });

  it('ignores a ?meal= that is not an id', () => {
    respondWith(200, { data: meal });
    renderHost('?meal=abc');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(fetch).not.toHaveBeenCalled();
  });

  it('keeps each option group to its rule, prices the choices and adds them as one line', async () => {
    const choice = (id: number, name: string, price: number, extra = {}) => ({
      id,
      name,
      price,
      default: false,
      available: true,
      ...extra,
    });
    const options = [
      {
        id: 1,
        name: 'Spice level',
        min: 1,
        max: 1,
        required: true,
        choices: [choice(11, 'Mild', 0), choice(12, 'Medium', 0), choice(13, 'Hot', 0)],
      },
      {
        id: 2,
        name: 'Extras',
        min: 0,
        max: 1,
        required: false,
        choices: [choice(21, 'Cheese', 60), choice(22, 'Bacon', 120, { available: false })],
      },
    ];
    respondWith(200, { data: { ...meal, price: 500, options } });
    renderHost();
    const add = await screen.findByRole('button', { name: 'Add to Cart' });
    expect(screen.getByTestId('meal-detail-total').textContent).toBe('NRS 500.00');

    // A required group left empty: nothing goes in the cart, and the group says why.
    fireEvent.click(add);
    expect(useCartStore.getState().items).toEqual([]);
    expect(screen.getByText('Choose one to continue')).toBeTruthy();

    fireEvent.click(screen.getByRole('radio', { name: 'Mild' }));
    fireEvent.click(screen.getByRole('radio', { name: 'Hot' }));
    expect((screen.getByRole('radio', { name: 'Mild' }) as HTMLInputElement).checked).toBe(false);
    const bacon = screen.getByRole('checkbox', { name: /Bacon/ }) as HTMLInputElement;
    expect(bacon.disabled).toBe(true);
    fireEvent.click(screen.getByRole('checkbox', { name: /Cheese/ }));
    expect(screen.getByTestId('meal-detail-total').textContent).toBe('NRS 560.00');

    fireEvent.click(add);
    expect(useCartStore.getState().items).toMatchObject([
      {
        id: meal.id,
        price: 560,
        quantity: 1,
        choices: [
          { id: 13, group: 'Spice level', name: 'Hot', price: 0 },
          { id: 21, group: 'Extras', name: 'Cheese', price: 60 },
        ],
      },
    ]);
  });
});
