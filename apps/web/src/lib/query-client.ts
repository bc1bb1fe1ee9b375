import { QueryClient } from '@tanstack/react-query';
import { ApiError } from './api-client.ts';

const MAX_RETRIES = 2;

/** Retrying a 4xx cannot help; a dropped connection or a 5xx may pass on a second try. */
function shouldRetry(failureCount: number, error: unknown): boolean {
  if (error instanceof ApiError && error.status >= 400 && error.status < 500) return false;
  return failureCount < MAX_RETRIES;
}

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        // The menu changes rarely: a minute of freshness saves refetches on paging back.
        staleTime: 60_000,
        gcTime: 5 * 60_000,
        retry: shouldRetry,
        refetchOnWindowFocus: false,
        // Offline, a read still goes out once: the service worker may answer it from its cache
        // (the menu as last seen). The default would hold every new read until back online.
        networkMode: 'offlineFirst',
      },
      mutations: { retry: false },
    },
  });
}
