import {
  type MealListResponse,
  type mealListQuerySchema,
  mealListResponseSchema,
} from '@shop/shared';
import type { z } from 'zod';
import { apiGet, apiUrl } from '@/lib/api-client.ts';

/** The home page features 8 meals, available ones only. */
export const FEATURED_MEALS_COUNT = 8;

/** A 4xx without a reason (the catalog's home:featured.fetchFailed). */
export const FEATURED_FALLBACK_MESSAGE = 'Failed to fetch featured foods';

/** The best sellers in stock: what most guests order is the best first impression. */
const featuredQuery = {
  limit: FEATURED_MEALS_COUNT,
  available: true,
  sort: 'popular',
} satisfies z.input<typeof mealListQuerySchema>;

export function getFeaturedMeals(signal?: AbortSignal): Promise<MealListResponse> {
  return apiGet(apiUrl('/meals', featuredQuery), mealListResponseSchema, {
    signal,
    fallbackMessage: FEATURED_FALLBACK_MESSAGE,
  });
}
