import { MEAL_SORTS, type MealSort } from '@shop/shared';

export type MealsView = 'grid' | 'list';

/** Everything that decides which meals the page shows; it all lives in the URL. */
export interface MealFilters {
  search: string;
  category: string;
  sort: MealSort;
  page: number;
  view: MealsView;
}

export const DEFAULT_MEAL_FILTERS: MealFilters = {
  search: '',
  category: '',
  sort: 'name',
  page: 1,
  view: 'grid',
};

const MAX_TEXT = 100;

function isSort(value: string | null): value is MealSort {
  return (MEAL_SORTS as readonly string[]).includes(value ?? '');
}

/** Reads the filters from a URL, quietly falling back to defaults for anything malformed. */
export function parseMealFilters(params: URLSearchParams): MealFilters {
  const page = Number(params.get('page'));
  const sort = params.get('sort');
  return {
    search: (params.get('search') ?? '').trim().slice(0, MAX_TEXT),
    category: (params.get('category') ?? '').trim().slice(0, MAX_TEXT),
    sort: isSort(sort) ? sort : DEFAULT_MEAL_FILTERS.sort,
    page: Number.isInteger(page) && page >= 1 ? page : DEFAULT_MEAL_FILTERS.page,
    view: params.get('view') === 'list' ? 'list' : 'grid',
  };
}

/** Writes the filters to URL parameters, leaving defaults out so shared links stay short. */
export function mealFiltersToParams(filters: MealFilters): URLSearchParams {
  const params = new URLSearchParams();
  if (filters.search) params.set('search', filters.search);
  if (filters.category) params.set('category', filters.category);
  if (filters.sort !== DEFAULT_MEAL_FILTERS.sort) params.set('sort', filters.sort);
  if (filters.page !== DEFAULT_MEAL_FILTERS.page) params.set('page', String(filters.page));
  if (filters.view !== DEFAULT_MEAL_FILTERS.view) params.set('view', filters.view);
  return params;
}

/**
 * Applies a change: changing what is shown (search, category, sort) goes back to page 1,
 * because page 3 of the old results means nothing for the new ones.
 */
export function updateMealFilters(current: MealFilters, change: Partial<MealFilters>): MealFilters {
  const next = { ...current, ...change };
  const resetsPage = (['search', 'category', 'sort'] as const).some(
    (key) => key in change && change[key] !== current[key],
  );
  if (resetsPage && !('page' in change)) next.page = 1;
  return next;
}

/** Whether anything narrows or reorders the list (the Reset button's enabled state). */
export function hasActiveFilters(filters: MealFilters): boolean {
  return (
    filters.search !== '' || filters.category !== '' || filters.sort !== DEFAULT_MEAL_FILTERS.sort
  );
}

export function sameCategory(a: string, b: string): boolean {
  return a.localeCompare(b, undefined, { sensitivity: 'accent' }) === 0;
}
