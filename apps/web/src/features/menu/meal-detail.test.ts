import { describe, expect, it } from 'vitest';
import {
  addableQuantity,
  clampQuantity,
  MEAL_DETAIL_DEFAULTS,
  mealImages,
  mealNutrition,
  mealRating,
} from './meal-detail.ts';

describe('meal details', () => {
  it('uses the rating on record, else 4.5 from 127 reviews', () => {
    expect(mealRating({ rating: 4.8, reviews: 412 })).toEqual({ rating: 4.8, reviews: 412 });
    expect(mealRating({ rating: null, reviews: undefined })).toEqual({
      rating: MEAL_DETAIL_DEFAULTS.rating,
      reviews: MEAL_DETAIL_DEFAULTS.reviews,
    });
    expect(mealRating({ rating: 0, reviews: 0 })).toEqual({ rating: 0, reviews: 0 });
  });

  it('fills missing nutrition with 350 kcal, 25 g protein, 30 g carbs and 15 g fat', () => {
    const facts = mealNutrition({ calories: 640, protein: null, carbs: 0, fat: null });
    expect(facts.map(({ key, value, unit }) => [key, value, unit])).toEqual([
      ['calories', 640, 'kcal'],
      ['protein', 25, 'g'],
      ['carbs', 0, 'g'],
      ['fat', 15, 'g'],
    ]);
    expect(mealNutrition({}).map((fact) => fact.value)).toEqual([350, 25, 30, 15]);
  });

  it('lists each photo once and falls back to the cover image', () => {
    expect(mealImages({ image: '/a.webp', images: ['/a.webp', '/b.webp', '/a.webp'] })).toEqual([
      '/a.webp',
      '/b.webp',
    ]);
    expect(mealImages({ image: '/a.webp', images: [] })).toEqual(['/a.webp']);
    expect(mealImages({ image: null, images: [] })).toEqual([]);
  });

  it('lets the cart take at most the stock', () => {
    expect(addableQuantity({ available: true, quantity: 5 }, 0)).toBe(5);
    expect(addableQuantity({ available: true, quantity: 5 }, 3)).toBe(2);
    expect(addableQuantity({ available: true, quantity: 5 }, 7)).toBe(0);
    expect(addableQuantity({ available: false, quantity: 0 }, 0)).toBe(0);
  });

  it('keeps a chosen quantity between 1 and the maximum', () => {
    expect(clampQuantity(0, 5)).toBe(1);
    expect(clampQuantity(-4, 5)).toBe(1);
    expect(clampQuantity(3, 5)).toBe(3);
    expect(clampQuantity(9, 5)).toBe(5);
    expect(clampQuantity(2.7, 5)).toBe(2);
    expect(clampQuantity(Number.NaN, 5)).toBe(1);
    expect(clampQuantity(3, 0)).toBe(1);
  });
});
