import type { QueryClient } from '@tanstack/react-query';
import { whenPageIdle } from '@/lib/when-page-idle.ts';

/**
 * Once idle, a server-rendered page that the service worker controls reads the answers it came
 * with once more, through the worker, which keeps them for offline visits (decision 026): the
 * server put them in the page, so they never passed through it. Only those still as the page
 * brought them (the browser has asked for nothing newer since), including those of a page
 * already left. On a first visit that is when the new worker takes the page over, so one visit
 * is enough. Without a worker there is nothing to keep them, and asking again would only repeat
 * the server's work and the visitor's download (decision 034).
 */
export function keepServerReadsForOffline(client: QueryClient): void {
  if (!('serviceWorker' in navigator)) return;
  const brought = new Map(
    client
      .getQueryCache()
      .getAll()
      .map((query) => [query.queryHash, query.state.dataUpdatedAt]),
  );
  const readAgain = () =>
    void client.refetchQueries({
      type: 'all',
      predicate: (query) =>
        brought.get(query.queryHash) === query.state.dataUpdatedAt &&
        typeof query.options.queryFn === 'function',
    });
  whenPageIdle(() => {
    const { serviceWorker } = navigator;
    if (serviceWorker.controller) readAgain();
    // A first visit: the worker, registered once idle, takes the page over once installed.
    else serviceWorker.addEventListener('controllerchange', readAgain, { once: true });
  });
}
