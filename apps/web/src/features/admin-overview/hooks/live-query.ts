/** docs/product-rules.md#overview: refreshed every 30 seconds while the overview is showing. */
export const OVERVIEW_REFRESH_MS = 30_000;

/**
 * Query options for everything the overview shows: refetched every 30 seconds only while a
 * component on the overview uses it (TanStack Query stops the interval when the last one
 * unmounts), and again on coming back to the overview, since it is never fresh.
 */
export const liveQueryOptions = {
  refetchInterval: OVERVIEW_REFRESH_MS,
  staleTime: 0,
  refetchOnMount: 'always',
} as const;
