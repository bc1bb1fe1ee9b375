import type { Meal, MealResponse } from '@shop/shared';
import { type UseQueryResult, useQueries } from '@tanstack/react-query';
import { useMemo } from 'react';
import { ApiError } from '@/lib/api-client.ts';
import { mealQueryOptions } from './use-meal.ts';

/** What today's menu says about a meal someone saved earlier. */
export type MenuMealStatus =
  | { state: 'loading' }
  | { state: 'found'; meal: Meal }
  /** The menu no longer has it (404). */
  | { state: 'gone' }
  /** It could not be checked (network, server): say nothing rather than guess. */
  | { state: 'unknown' };

const LOADING: MenuMealStatus = { state: 'loading' };
const GONE: MenuMealStatus = { state: 'gone' };
const UNKNOWN: MenuMealStatus = { state: 'unknown' };

function statusOf(result: UseQueryResult<MealResponse>): MenuMealStatus {
  if (result.data) return { state: 'found', meal: result.data.data };
  if (result.error instanceof ApiError && result.error.status === 404) return GONE;
  if (result.isError) return UNKNOWN;
  return LOADING;
}

// Module-level, so TanStack Query reruns it only when a result changes.
const combineStatuses = (results: UseQueryResult<MealResponse>[]) => results.map(statusOf);

/**
 * The current menu entry of each meal, one GET /api/meals/{id} per meal (each one served from
 * the server's menu cache), keyed by id.
 */
export function useMealsById(ids: readonly number[]): ReadonlyMap<number, MenuMealStatus> {
  // Callers build the list on every render: the same ids must not look like new ones.
  const idList = ids.join(',');
  const stableIds = useMemo(() => (idList ? idList.split(',').map(Number) : []), [idList]);
  const statuses = useQueries({
    queries: stableIds.map((id) => mealQueryOptions(id)),
    combine: combineStatuses,
  });
  return useMemo(
    () => new Map(stableIds.map((id, index) => [id, statuses[index] ?? LOADING])),
    [stableIds, statuses],
  );
}

/** The meals the menu answered for, for stores that refresh what they saved. */
export function foundMeals(statuses: ReadonlyMap<number, MenuMealStatus>): Meal[] {
  return [...statuses.values()].flatMap((status) =>
    status.state === 'found' ? [status.meal] : [],
  );
}
