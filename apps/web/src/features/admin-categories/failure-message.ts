import { NETWORK_ERROR_MESSAGE } from '@/lib/api-client.ts';
import { submitErrorMessage } from '@/lib/form.ts';

/**
 * The words for a failed save or delete (docs/product-rules.md#when-a-call-fails): the server's
 * reason when it refused the request (a category that still has meals, a file that is not a
 * picture), else the fallback.
 */
export function failureMessage(error: unknown, fallback: string): string {
  return submitErrorMessage(error, { failed: fallback, network: NETWORK_ERROR_MESSAGE });
}
