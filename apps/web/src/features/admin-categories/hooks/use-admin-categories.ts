import { useQuery } from '@tanstack/react-query';
import { getAdminCategories } from '../api/get-admin-categories.ts';
import { categoryKeys } from '../api/query-keys.ts';

/** Every category, inactive ones too (the categories screen, the meal form and its filter). */
export function useAdminCategories() {
  return useQuery({
    queryKey: categoryKeys.list(),
    queryFn: ({ signal }) => getAdminCategories(signal),
  });
}
