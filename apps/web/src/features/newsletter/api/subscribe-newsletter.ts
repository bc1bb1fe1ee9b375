import { NEWSLETTER_MESSAGES, type NewsletterRequest, successResponseSchema } from '@shop/shared';
import { ApiError, apiPost, apiUrl } from '@/lib/api-client.ts';

/** What a failure says when the server gives no reason (the catalog's newsletter:failed). */
export const NEWSLETTER_FAILED_MESSAGE = 'Failed to subscribe. Please try again.';

export type SubscribeResult =
  | { status: 'subscribed'; message: string }
  | { status: 'already-subscribed'; message: string };

/**
 * POST /api/newsletter. An address that is already on the list (409) is not a failure for the
 * visitor: it resolves with the server's message too.
 */
export async function subscribeNewsletter(request: NewsletterRequest): Promise<SubscribeResult> {
  try {
    const response = await apiPost(apiUrl('/newsletter'), request, successResponseSchema, {
      fallbackMessage: NEWSLETTER_FAILED_MESSAGE,
    });
    return { status: 'subscribed', message: response.message || NEWSLETTER_MESSAGES.subscribed };
  } catch (error) {
    if (error instanceof ApiError && error.status === 409) {
      return { status: 'already-subscribed', message: error.message };
    }
    throw error;
  }
}
