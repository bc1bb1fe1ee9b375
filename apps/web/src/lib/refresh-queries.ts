import type { QueryClient, QueryFilters } from '@tanstack/react-query';

/**
 * After a change on the server: every query these filters match is read again, including one
 * whose first read is still on its way. TanStack Query lets such a read finish instead of
 * starting another (it cancels a running read only when the query already has data), and an
 * answer read before the change would then stay on screen: the reads under way are cancelled
 * first.
 */
export async function refreshQueries(
  queryClient: QueryClient,
  filters: readonly QueryFilters[],
): Promise<void> {
  await Promise.all(filters.map((filter) => queryClient.cancelQueries(filter)));
  await Promise.all(filters.map((filter) => queryClient.invalidateQueries(filter)));
}
