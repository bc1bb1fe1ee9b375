import { withAdminToken } from '@/features/admin-session/index.ts';
import { ApiError } from '@/lib/api-client.ts';
import { submitErrorMessage } from '@/lib/form.ts';

/**
 * docs/product-rules.md#when-a-call-fails: what the kiosk says when the server cannot be reached.
 */
export const KIOSK_NETWORK_ERROR = 'Network error. Please try again.';

/**
 * Runs a kiosk call with the staff token and turns its failure into the words to show: the
 * server's reason for a refusal, else the call's own fallback
 * (docs/product-rules.md#when-a-call-fails), or the network message. A refused staff session is
 * forgotten on the way (the page then asks staff to sign in again).
 */
export async function kioskCall<T>(
  call: (token: string | null) => Promise<T>,
  failed: string,
): Promise<T> {
  try {
    return await withAdminToken(call);
  } catch (error) {
    throw new Error(submitErrorMessage(error, { failed, network: KIOSK_NETWORK_ERROR }), {
      cause: error instanceof ApiError ? error : undefined,
    });
  }
}
