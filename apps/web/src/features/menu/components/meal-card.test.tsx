import type { Meal } from '@shop/shared';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { selectCartCount, useCartStore } from '@/features/cart/index.ts';
import { useWishlistStore } from '@/features/wishlist/index.ts';
import { changeLanguage } from '@/i18n/index.ts';
import { MealCard } from './meal-card.tsx';

const toastSuccess = vi.hoisted(() => vi.fn());
vi.mock('@/lib/toast.ts', () => ({ toast: { success: toastSuccess, error: vi.fn() } }));

const meal: Meal = {
  id: 7,
  name: 'Timur Pepper Chicken',
  description: 'Crispy chicken with Sichuan-style timur pepper.',
  categoryId: 2,
  categoryName: 'Fried Chicken',
  price: 1234.5,
  oldPrice: 1543,
  image: '/uploads/meals/timur.webp',
  images: ['/uploads/meals/timur.webp'],
  videos: [],
  rating: 4.5,
  reviews: 127,
  soldQuantity: 300,
  quantity: 12,
  available: true,
  calories: 640,
  protein: 38,
  carbs: 30,
  fat: 32,
  options: [],
};

beforeEach(() => {
  localStorage.clear();
  useCartStore.setState({ items: [] });
  useWishlistStore.setState({ items: [] });
});

afterEach(() => {
  cleanup();
  toastSuccess.mockReset();
});

describe('MealCard', () => {
  it('shows the name, category, rating and prices in NRS with the saving', () => {
    render(<MealCard meal={meal} view="grid" />);
    expect(screen.getByRole('heading', { name: meal.name })).toBeTruthy();
    expect(screen.getByText('Fried Chicken')).toBeTruthy();
    expect(screen.getByText('Rated 4.5 out of 5 from 127 reviews')).toBeTruthy();
    expect(screen.getByText('NRS 1,234.50')).toBeTruthy();
    expect(screen.getByText('NRS 1,543.00').closest('s')).toBeTruthy();
    expect(screen.getByText('20% off')).toBeTruthy();
  });

  it('adds the meal to the cart with a toast', () => {
    render(<MealCard meal={meal} view="grid" />);
    const add = screen.getByRole('button', { name: `Add to Cart: ${meal.name}` });
    fireEvent.click(add);
    fireEvent.click(add);

    expect(selectCartCount(useCartStore.getState())).toBe(2);
    expect(toastSuccess).toHaveBeenCalledWith(`${meal.name} added to cart successfully`);
  });

  it('cannot be added when sold out', () => {
    render(<MealCard meal={{ ...meal, available: false, quantity: 0 }} view="list" />);
    const soldOut = screen.getByRole('button', { name: `Sold out: ${meal.name}` });
    expect((soldOut as HTMLButtonElement).disabled).toBe(true);
    expect(screen.queryByRole('button', { name: /Add to Cart/ })).toBeNull();
    fireEvent.click(soldOut);
    expect(useCartStore.getState().items).toEqual([]);
  });

  it('toggles the wishlist heart', () => {
    render(<MealCard meal={meal} view="grid" />);
    const heart = screen.getByRole('button', { name: `Save ${meal.name} to wishlist` });
    expect(heart.getAttribute('aria-pressed')).toBe('false');

    fireEvent.click(heart);
    expect(heart.getAttribute('aria-pressed')).toBe('true');
    expect(useWishlistStore.getState().items.map((item) => item.id)).toEqual([meal.id]);

    fireEvent.click(heart);
    expect(heart.getAttribute('aria-pressed')).toBe('false');
    expect(useWishlistStore.getState().items).toEqual([]);
  });

  it('speaks Nepali: the catalog words, रु and Devanagari digits', async () => {
    await changeLanguage('ne');
    try {
      render(<MealCard meal={meal} view="grid" />);
      expect(screen.getByText('२०% छुट')).toBeTruthy();
      expect(screen.getByText('रु १,२३४.५०')).toBeTruthy();
      fireEvent.click(screen.getByRole('button', { name: `${meal.name} कार्टमा थप्नुहोस्` }));
      expect(toastSuccess).toHaveBeenCalledWith(`${meal.name} कार्टमा थपियो`);
    } finally {
      await changeLanguage('en');
    }
  });

  it('shows a placeholder when the image fails to load', () => {
    render(<MealCard meal={meal} view="grid" />);
    const image = screen.getByRole('img', { name: meal.name });
    expect(image.tagName).toBe('IMG');
    fireEvent.error(image);
    const placeholder = screen.getByRole('img', { name: meal.name });
    expect(placeholder.tagName).toBe('DIV');
  });
});
