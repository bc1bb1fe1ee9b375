import type { Meal, MealResponse } from '@shop/shared';
import { type QueryClient, queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { getMeal } from '../api/get-meal.ts';
import { menuKeys } from '../api/query-keys.ts';

export function mealQueryOptions(id: number) {
  return queryOptions({
    queryKey: menuKeys.meal(id),
    queryFn: ({ signal }) => getMeal(id, signal),
  });
}

function hasMealList(data: unknown): data is { data: Meal[] } {
  return (
    typeof data === 'object' && data !== null && Array.isArray((data as { data?: unknown }).data)
  );
}

/** The meal as a menu page already showed it, so its details appear before the call answers. */
export function mealFromCachedLists(
  queryClient: QueryClient,
  id: number,
): MealResponse | undefined {
  for (const [, list] of queryClient.getQueriesData({ queryKey: menuKeys.mealLists() })) {
    const meal = hasMealList(list) ? list.data.find((item) => item.id === id) : undefined;
    if (meal) return { data: meal };
  }
  return undefined;
}

/** One meal from GET /api/meals/{id}; nothing is fetched while `id` is null. */
export function useMeal(id: number | null) {
  const queryClient = useQueryClient();
  return useQuery({
    ...mealQueryOptions(id ?? 0),
    enabled: id !== null,
    placeholderData: () => (id === null ? undefined : mealFromCachedLists(queryClient, id)),
    select: (response) => response.data,
  });
}
