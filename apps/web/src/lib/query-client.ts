import { QueryClient } from '@tanstack/react-query';
import { ApiError, RequestTimeoutError } from './api-client.ts';

const MAX_RETRIES = 2;

/** Retrying a 4xx cannot help; a dropped connection or a 5xx may pass on a second try. */
function shouldRetry(failureCount: number, error: unknown): boolean {
  if (error instanceof ApiError && error.status >= 400 && error.status < 500) return false;
  return failureCount < MAX_RETRIES;
}

/** Every back-office query key starts with this (features/admin-common/query-keys.ts). */
const BACK_OFFICE_KEY = ['admin'];
export const BACK_OFFICE_RETRY_DELAY_MS = 1_000;

/**
 * A back-office read that fails shows its error screen within 12 seconds (decision 037): one
 * more try a second after a quick failure (a dropped connection, a 5xx), none after a time-out
 * (10 s already waited) or a 4xx. The slowest case is a quick failure, then a time-out: 11 s.
 */
function shouldRetryBackOffice(failureCount: number, error: unknown): boolean {
  if (error instanceof RequestTimeoutError) return false;
  if (error instanceof ApiError && error.status >= 400 && error.status < 500) return false;
  return failureCount < 1;
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
