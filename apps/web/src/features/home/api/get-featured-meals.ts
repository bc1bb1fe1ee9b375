import {
  type MealListResponse,
  type mealListQuerySchema,
  mealListResponseSchema,
} from '@shop/shared';
import type { z } from 'zod';
import { apiGet, apiUrl } from '@/lib/api-client.ts';

/** The home page features 8 meals, available ones only. */
export const FEATURED_MEALS_COUNT = 8;

/** The best sellers in stock: what most guests order is the best first impression. */
const featuredQuery = {
  limit: FEATURED_MEALS_COUNT,
  available: true,
  sort: 'popular',
} satisfies z.input<typeof mealListQuerySchema>;

export function getFeaturedMeals(signal?: AbortSignal): Promise<MealListResponse> {
  return apiGet(apiUrl('/meals', featuredQuery), mealListResponseSchema, {
    signal,
    fallbackMessage: 'Failed to fetch featured foods',
  });
}
