import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { getMeals, type MealListParams } from '../api/get-meals.ts';
import { menuKeys } from '../api/query-keys.ts';

/** One page of meals; the previous page stays on screen while the next one loads. */
export function useMeals(params: MealListParams) {
  return useQuery({
    queryKey: menuKeys.meals(params),
    queryFn: ({ signal }) => getMeals(params, signal),
    placeholderData: keepPreviousData,
  });
}
