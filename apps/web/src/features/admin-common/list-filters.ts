/** A list's filters as the address keeps them: ?search=…&status=…&page=… */
export interface ListFilters<S extends string> {
  search: string;
  status: S;
  page: number;
}

const MAX_PAGE = 100_000;

/** The filters in the address; anything unknown or malformed falls back to the default. */
export function filtersFromParams<S extends string>(
  params: URLSearchParams,
  statuses: readonly S[],
  defaultStatus: S,
): ListFilters<S> {
  const status = params.get('status');
  const page = Number(params.get('page'));
  return {
    search: params.get('search') ?? '',
    status: statuses.includes(status as S) ? (status as S) : defaultStatus,
    page: Number.isInteger(page) && page >= 1 && page <= MAX_PAGE ? page : 1,
  };
}

/**
 * The address after a change. A new search or status goes back to the first page; defaults
 * are left out, so an unfiltered list has a clean address.
 */
export function paramsWithChange<S extends string>(
  current: ListFilters<S>,
  change: Partial<ListFilters<S>>,
  defaultStatus: S,
): URLSearchParams {
  const filtersChanged = change.search !== undefined || change.status !== undefined;
  const next = { ...current, ...change, page: change.page ?? (filtersChanged ? 1 : current.page) };
  const params = new URLSearchParams();
  if (next.search) params.set('search', next.search);
  if (next.status !== defaultStatus) params.set('status', next.status);
  if (next.page > 1) params.set('page', String(next.page));
  return params;
}
