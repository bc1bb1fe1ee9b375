import { QueryClient } from '@tanstack/react-query';
import { ApiError, RequestTimeoutError } from './api-client.ts';

const MAX_RETRIES = 2;

/** Retrying a 4xx cannot help; a dropped connection or a 5xx may pass on a second try. */
function shouldRetry(failureCount: number, error: unknown): boolean {
  if (error instanceof ApiError && error.status >= 400 && error.status < 500) return false;
  return failureCount < MAX_RETRIES;
}

/** Every back-office query key starts with this (features/admin-common/admin-api.ts). */
const BACK_OFFICE_KEY = ['admin'];
export const BACK_OFFICE_RETRY_DELAY_MS = 1_000;

/** A failure within this long (a dropped connection, a 5xx at once) may pass on a retry. */
export const QUICK_FAILURE_MS = 1_000;

/**
 * A back-office read that fails shows its error screen within 12 seconds (decision 037): one
 * more try a second after a quick failure (a dropped connection, a 5xx at once), none after a
 * slow one (a 502 after 9 s, a time-out) or a 4xx. The slowest case is a quick failure, then a
 * time-out: 1 + 1 + 10 = 12 s at most.
 */
function shouldRetryBackOffice(failureCount: number, error: unknown): boolean {
  if (!(error instanceof ApiError) || error instanceof RequestTimeoutError) return false;
  if (error.status >= 400 && error.status < 500) return false;
  const quick = error.elapsedMs !== undefined && error.elapsedMs <= QUICK_FAILURE_MS;
  return quick && failureCount < 1;
}

export function createQueryClient(): QueryClient {
  const client = new QueryClient({
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
  client.setQueryDefaults(BACK_OFFICE_KEY, {
    retry: shouldRetryBackOffice,
    retryDelay: BACK_OFFICE_RETRY_DELAY_MS,
  });
  return client;
}
