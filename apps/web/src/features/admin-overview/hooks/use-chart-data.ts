import { type QueryKey, useQuery } from '@tanstack/react-query';
import { liveQueryOptions } from './live-query.ts';

export interface ChartData<T> {
  /** Empty when the fetch failed (spec: the chart then shows empty data). */
  rows: T[];
  loading: boolean;
}

/** One chart's rows, refreshed with the overview; a failed fetch draws an empty chart. */
export function useChartData<T>(
  queryKey: QueryKey,
  fetchRows: (signal: AbortSignal) => Promise<T[]>,
): ChartData<T> {
  const query = useQuery({
    queryKey,
    queryFn: ({ signal }) => fetchRows(signal),
    ...liveQueryOptions,
  });
  return { rows: query.data ?? [], loading: query.isPending };
}
