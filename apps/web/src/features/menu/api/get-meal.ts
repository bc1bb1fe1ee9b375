import { type MealResponse, mealResponseSchema } from '@shop/shared';
import { apiGet, apiUrl } from '@/lib/api-client.ts';

/** The message when the server gives none. */
export const MEAL_DETAIL_FALLBACK_MESSAGE = 'Failed to fetch food details';

export function getMeal(id: number, signal?: AbortSignal): Promise<MealResponse> {
  return apiGet(apiUrl(`/meals/${id}`), mealResponseSchema, {
    signal,
    fallbackMessage: MEAL_DETAIL_FALLBACK_MESSAGE,
  });
}
