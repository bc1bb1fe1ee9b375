import { ApiError, NETWORK_ERROR_MESSAGE } from '@/lib/api-client.ts';
import { submitErrorMessage } from '@/lib/form.ts';

/**
 * Runs an account call and turns its failure into the words to show: the server's reason for a
 * refusal (a wrong password, a used reset link, too many attempts), else the form's own
 * fallback (docs/product-rules.md#when-a-call-fails), or the network message. The ApiError stays
 * reachable as `cause`.
 */
export async function accountCall<T>(call: () => Promise<T>, failed: string): Promise<T> {
  try {
    return await call();
  } catch (error) {
    throw new Error(submitErrorMessage(error, { failed, network: NETWORK_ERROR_MESSAGE }), {
      cause: error instanceof ApiError ? error : undefined,
    });
  }
}
