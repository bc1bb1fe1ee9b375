import { withAdminToken } from '@/features/admin-session/index.ts';
import { adminContent } from '@/i18n/locales/en/admin-content.ts';
import { ApiError, apiUrl, NETWORK_ERROR_MESSAGE, REQUEST_TIMEOUT_MS } from '@/lib/api-client.ts';

/**
 * GET /api/feedback/image/:fileName: a customer's private photo, which only an admin may see,
 * so it is fetched with the staff token (an <img> cannot send one) and shown from a Blob.
 */
export function getFeedbackImage(fileName: string, signal?: AbortSignal): Promise<Blob> {
  return withAdminToken(async (token) => {
    const timeout = AbortSignal.timeout(REQUEST_TIMEOUT_MS);
    let response: Response;
    try {
      response = await fetch(apiUrl(`/feedback/image/${encodeURIComponent(fileName)}`), {
        headers: token ? { Authorization: `Bearer ${token}` } : {},
        // AbortSignal.any is missing before Safari 17.4: there only the time-out applies.
        signal:
          signal && typeof AbortSignal.any === 'function'
            ? AbortSignal.any([signal, timeout])
            : timeout,
      });
    } catch (error) {
      if (signal?.aborted) throw error;
      throw new ApiError(NETWORK_ERROR_MESSAGE, 0);
    }
    if (!response.ok) throw new ApiError(adminContent.feedback.detail.imageFailed, response.status);
    return response.blob();
  });
}
