import { ApiError } from '@/lib/api-client.ts';

/** How the overview failed, each with its own retry screen (docs/product-rules.md#overview). */
export type DashboardErrorKind = 'network' | 'server' | 'other';

/** No answer (or the time-out) is a network error; a 5xx a server error; anything else other. */
export function dashboardErrorKind(error: unknown): DashboardErrorKind {
  if (error instanceof ApiError) {
    if (error.status === 0) return 'network';
    if (error.status >= 500) return 'server';
  }
  return 'other';
}
