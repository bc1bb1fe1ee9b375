import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import {
  DEFAULT_MEAL_FILTERS,
  type MealFilters,
  mealFiltersToParams,
  parseMealFilters,
  updateMealFilters,
} from '../meal-filters.ts';

export interface SetFiltersOptions {
  /** Replace the history entry instead of adding one (typing, view switches). */
  replace?: boolean;
}

/** The meals page's filters, read from and written to the URL so Back and shared links work. */
export function useMealFilters() {
  const [searchParams, setSearchParams] = useSearchParams();
  const filters = useMemo(() => parseMealFilters(searchParams), [searchParams]);

  const setFilters = useCallback(
    (change: Partial<MealFilters>, options: SetFiltersOptions = {}) => {
      setSearchParams(
        (params) => mealFiltersToParams(updateMealFilters(parseMealFilters(params), change)),
        { replace: options.replace ?? false, preventScrollReset: true },
      );
    },
    [setSearchParams],
  );

  /** Clears search, category and sort; the chosen view stays. */
  const resetFilters = useCallback(() => {
    setFilters({ ...DEFAULT_MEAL_FILTERS, view: filters.view });
  }, [setFilters, filters.view]);

  return { filters, setFilters, resetFilters };
}
