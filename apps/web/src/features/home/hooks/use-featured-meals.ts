import { useQuery } from '@tanstack/react-query';
import { getFeaturedMeals } from '../api/get-featured-meals.ts';
import { homeKeys } from '../api/query-keys.ts';

export function useFeaturedMeals() {
  return useQuery({
    queryKey: homeKeys.featuredMeals(),
    queryFn: ({ signal }) => getFeaturedMeals(signal),
    select: (response) => response.data,
  });
}
