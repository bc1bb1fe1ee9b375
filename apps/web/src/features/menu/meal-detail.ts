import type { Meal } from '@shop/shared';

/** What the details show for a meal that has no rating or nutrition on record. */
export const MEAL_DETAIL_DEFAULTS = {
  rating: 4.5,
  reviews: 127,
  calories: 350,
  protein: 25,
  carbs: 30,
  fat: 15,
} as const;

type Maybe<T> = T | null | undefined;

export interface MealRating {
  rating: number;
  reviews: number;
}

export function mealRating(meal: { rating?: Maybe<number>; reviews?: Maybe<number> }): MealRating {
  return {
    rating: meal.rating ?? MEAL_DETAIL_DEFAULTS.rating,
    reviews: meal.reviews ?? MEAL_DETAIL_DEFAULTS.reviews,
  };
}

/** One nutrition fact; its name and unit are the catalog's (menu:detail.fact, detail.unit). */
export interface NutritionFact {
  key: 'calories' | 'protein' | 'carbs' | 'fat';
  value: number;
  unit: 'kcal' | 'g';
}

export function mealNutrition(
  meal: Partial<Record<NutritionFact['key'], Maybe<number>>>,
): NutritionFact[] {
  const fact = (key: NutritionFact['key'], unit: NutritionFact['unit']): NutritionFact => ({
    key,
    unit,
    value: meal[key] ?? MEAL_DETAIL_DEFAULTS[key],
  });
  return [fact('calories', 'kcal'), fact('protein', 'g'), fact('carbs', 'g'), fact('fat', 'g')];
}

/** Every photo of the meal, without repeats; the cover image when the list is empty. */
export function mealImages(meal: Pick<Meal, 'image' | 'images'>): string[] {
  const images = [...new Set(meal.images.filter(Boolean))];
  if (images.length > 0) return images;
  return meal.image ? [meal.image] : [];
}

/**
 * How many more of a meal may go into the cart: its stock less what the cart already holds
 * (an order beyond the stock is refused: docs/product-rules.md#stock).
 */
export function addableQuantity(meal: Pick<Meal, 'available' | 'quantity'>, inCart: number) {
  if (!meal.available) return 0;
  return Math.max(0, meal.quantity - inCart);
}

/** Keeps a chosen quantity between 1 and `max` (and at 1 when nothing more may be added). */
export function clampQuantity(quantity: number, max: number): number {
  if (!Number.isFinite(quantity)) return 1;
  return Math.min(Math.max(1, Math.floor(quantity)), Math.max(1, max));
}
