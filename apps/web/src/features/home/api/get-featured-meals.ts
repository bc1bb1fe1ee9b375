import { type MealListResponse, mealListResponseSchema } from '@shop/shared';
import { apiGet, apiUrl } from '@/lib/api-client.ts';

/** Spec §9: the home page features 8 meals, available ones only. */
export const FEATURED_MEALS_COUNT = 8;

/** The best sellers in stock: what most guests order is the best first impression. */
export function getFeaturedMeals(signal?: AbortSignal): Promise<MealListResponse> {
  const url = apiUrl('/meals', { limit: FEATURED_MEALS_COUNT, available: true, sort: 'popular' });
  return apiGet(url, mealListResponseSchema, {
    signal,
    fallbackMessage: 'Failed to fetch featured foods',
  });
}
