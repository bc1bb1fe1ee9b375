import {
  MEALS_PAGE_SIZE,
  type MealListResponse,
  type mealListQuerySchema,
  mealListResponseSchema,
} from '@shop/shared';
import type { z } from 'zod';
import { apiGet, apiUrl } from '@/lib/api-client.ts';

/** What GET /api/meals takes, as the server's own schema reads it from the query string. */
export type MealListParams = z.input<typeof mealListQuerySchema>;

/** The message when the server gives none. */
export const MEALS_FALLBACK_MESSAGE = 'Failed to fetch foods';

export function getMeals(params: MealListParams, signal?: AbortSignal): Promise<MealListResponse> {
  const url = apiUrl('/meals', { ...params, limit: params.limit ?? MEALS_PAGE_SIZE });
  return apiGet(url, mealListResponseSchema, { signal, fallbackMessage: MEALS_FALLBACK_MESSAGE });
}
