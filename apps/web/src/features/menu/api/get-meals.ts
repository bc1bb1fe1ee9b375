import {
  MEALS_PAGE_SIZE,
  type MealListResponse,
  type MealSort,
  mealListResponseSchema,
} from '@shop/shared';
import { apiGet, apiUrl } from '@/lib/api-client.ts';

export interface MealListParams {
  search?: string;
  category?: string;
  sort: MealSort;
  page: number;
  limit?: number;
}

export function getMeals(params: MealListParams, signal?: AbortSignal): Promise<MealListResponse> {
  const url = apiUrl('/meals', {
    search: params.search,
    category: params.category,
    sort: params.sort,
    page: params.page,
    limit: params.limit ?? MEALS_PAGE_SIZE,
  });
  return apiGet(url, mealListResponseSchema, { signal, fallbackMessage: 'Failed to fetch foods' });
}
