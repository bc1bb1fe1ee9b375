import { useSearchParams } from 'react-router';
import { useDebouncedValue } from '@/lib/use-debounced-value.ts';
import { currentSearch } from '../list-address.ts';
import { filtersFromParams, type ListFilters, paramsWithChange } from '../list-filters.ts';

/** Typing settles this long before the list is asked again. */
const SEARCH_SETTLE_MS = 300;

/**
 * A list's search, status and page, kept in the address (so Back and a reload keep them), with
 * the search as typed and as settled for the query.
 */
export function useListFilters<S extends string>(statuses: readonly S[], defaultStatus: S) {
  const [params, setParams] = useSearchParams();
  const filters = filtersFromParams(params, statuses, defaultStatus);
  const settledSearch = useDebouncedValue(filters.search.trim(), SEARCH_SETTLE_MS);
  const change = (next: Partial<ListFilters<S>>) => {
    setParams(
      paramsWithChange(
        filtersFromParams(currentSearch(), statuses, defaultStatus),
        next,
        defaultStatus,
      ),
      {
        replace: true,
        preventScrollReset: true,
      },
    );
  };
  return { filters, settledSearch, change };
}
