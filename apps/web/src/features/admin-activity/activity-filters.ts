import { type ActivityFilters, activityQuerySchema } from '@shop/shared';

/** The filters the Activity page keeps in its address, so a filtered view can be shared. */
export const FILTER_PARAMS = ['adminId', 'action', 'entityType', 'entityId', 'from', 'to'] as const;
export type FilterParam = (typeof FILTER_PARAMS)[number];
export type ActivityFilterValues = Record<FilterParam, string> & { page: number };

const NONE: ActivityFilterValues = {
  adminId: '',
  action: '',
  entityType: '',
  entityId: '',
  from: '',
  to: '',
  page: 1,
};

/**
 * The filters of an address. A value the server would refuse (a hand-edited link) is dropped
 * rather than shown as an error: the page then lists without it.
 */
export function filtersFromSearch(search: URLSearchParams): ActivityFilterValues {
  const values = { ...NONE };
  for (const name of FILTER_PARAMS) {
    const value = search.get(name)?.trim() ?? '';
    if (value && activityQuerySchema.safeParse({ [name]: value }).success) values[name] = value;
  }
  if (values.from && values.to && values.from > values.to) values.to = '';
  const page = Number(search.get('page'));
  if (Number.isInteger(page) && page > 1 && page <= 10_000) values.page = page;
  return values;
}

/** The address after a change: a new filter starts again at page 1; empty values are left out. */
export function searchWithChange(
  current: ActivityFilterValues,
  change: Partial<ActivityFilterValues>,
): URLSearchParams {
  const filterChanged = FILTER_PARAMS.some((name) => name in change);
  const next = { ...current, ...change, page: filterChanged ? 1 : (change.page ?? current.page) };
  const search = new URLSearchParams();
  for (const name of FILTER_PARAMS) if (next[name]) search.set(name, next[name]);
  if (next.page > 1) search.set('page', String(next.page));
  return search;
}

export function hasFilters(values: ActivityFilterValues): boolean {
  return FILTER_PARAMS.some((name) => values[name] !== '');
}

/** The request of the filters: the fields set, the page, and the default page size. */
export function activityRequest(values: ActivityFilterValues): Partial<ActivityFilters> {
  const request: Partial<ActivityFilters> = { page: values.page };
  for (const name of FILTER_PARAMS) if (values[name]) request[name] = values[name];
  return request;
}
