import type { AdminCategory } from '@shop/shared';

export const STATUS_FILTERS = ['all', 'active', 'inactive'] as const;
export type StatusFilter = (typeof STATUS_FILTERS)[number];

export interface CategoryFilter {
  search: string;
  status: StatusFilter;
}

/**
 * The categories the screen shows: a case-insensitive match of the search in the name or the
 * description, and the chosen status. (A handful of categories: filtered in the browser.)
 */
export function filterCategories(
  categories: readonly AdminCategory[],
  { search, status }: CategoryFilter,
): AdminCategory[] {
  const text = search.trim().toLowerCase();
  return categories.filter(
    (category) =>
      (status === 'all' || category.isActive === (status === 'active')) &&
      (text === '' ||
        category.name.toLowerCase().includes(text) ||
        category.description.toLowerCase().includes(text)),
  );
}
