import type { QueryClient } from '@tanstack/react-query';
import { whenPageIdle } from '@/lib/when-page-idle.ts';

/**
 * Once idle, a server-rendered page that the service worker controls asks its answers again,
 * through the worker, which keeps them for offline visits (decision 026): the server put them in
 * the page, so they never passed through it. Without a worker there is nothing to keep them:
 * the answers are fresh (their staleTime says when they no longer are), and asking again would
 * only repeat the server's work and the visitor's download (decision 034).
 */
export function keepServerReadsForOffline(client: QueryClient): void {
  if (!('serviceWorker' in navigator)) return;
  whenPageIdle(() => {
    if (navigator.serviceWorker.controller) void client.invalidateQueries();
  });
}
