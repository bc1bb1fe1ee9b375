import type { Query, QueryClient } from '@tanstack/react-query';

/** The observer's `enabled` travels in the query's options; the type only knows the query's. */
function isEnabled(query: Query): boolean {
  const enabled = (query.options as { enabled?: boolean | ((q: Query) => boolean) }).enabled;
  return typeof enabled === 'function' ? enabled(query) : enabled !== false;
}

/**
 * A render on the server builds the queries its components ask for but runs none of them:
 * this runs those still without data (and enabled), and says whether there were any, so the
 * page can be rendered again with the answers. A failed query is left to the browser.
 */
export async function fetchRequestedQueries(client: QueryClient): Promise<boolean> {
  const waiting = client
    .getQueryCache()
    .getAll()
    .filter((query) => query.state.status === 'pending' && isEnabled(query));
  await Promise.all(waiting.map((query) => query.fetch().catch(() => undefined)));
  return waiting.length > 0;
}
