import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { type AdminMealListParams, getAdminMeals } from '../api/get-admin-meals.ts';
import { mealKeys } from '../api/query-keys.ts';

/** One page of the back office's meal list; the last page stays shown while the next loads. */
export function useAdminMeals(params: AdminMealListParams) {
  return useQuery({
    queryKey: mealKeys.list(params),
    queryFn: ({ signal }) => getAdminMeals(params, signal),
    placeholderData: keepPreviousData,
  });
}
