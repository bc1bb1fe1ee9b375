import { ApiError } from '@/lib/api-client.ts';

/**
 * docs/product-rules.md#when-a-call-fails: the server's message (or the call's fallback, when it
 * said none), else `fallback`.
 */
export function failureMessage(error: unknown, fallback: string): string {
  return error instanceof ApiError && error.message ? error.message : fallback;
}
