import { useQuery } from '@tanstack/react-query';
import { getCategories } from '../api/get-categories.ts';
import { menuKeys } from '../api/query-keys.ts';

export function useCategories() {
  return useQuery({
    queryKey: menuKeys.categories(),
    queryFn: ({ signal }) => getCategories(signal),
    staleTime: 5 * 60_000,
    select: (response) => response.data,
  });
}
