import { type ErrorCode, MESSAGES } from '@shop/shared';
import { NETWORK_ERROR_MESSAGE, SERVER_UNAVAILABLE_MESSAGE } from '@/lib/api-client.ts';

export const errors = {
  /** The server's own messages (shared), shown by their text. */
  server: MESSAGES,
  network: NETWORK_ERROR_MESSAGE,
  serverUnavailable: SERVER_UNAVAILABLE_MESSAGE,
  /**
   * What an order call says when the server refuses without words
   * (docs/product-rules.md#when-a-call-fails).
   */
  orderCalls: {
    createFailed: 'Failed to create order',
    fetchOrderFailed: 'Failed to fetch order details',
    cancelFailed: 'Failed to cancel order',
    historyFailed: 'Failed to fetch order history',
    reorderFailed: 'Failed to reorder',
    rateFailed: 'Failed to rate order',
  },
  /**
   * What a password form says when the server refuses without words
   * (docs/product-rules.md#when-a-call-fails).
   */
  accountCalls: {
    resetEmailFailed: 'Failed to send reset email. Please try again.',
    resendFailed: 'Failed to resend email. Please try again.',
    resetFailed: 'Failed to reset password. Please try again.',
  },
  /**
   * What the check-in kiosk says when a call fails without words
   * (docs/product-rules.md#when-a-call-fails).
   */
  checkInCalls: {
    lookupFailed: 'Lookup failed',
    network: 'Network error. Please try again.',
    updateFailed: 'Update failed',
    registrationFailed: 'Registration failed',
  },
  /**
   * What an error code means, for a server message the catalog does not know: English shows
   * the server's words instead, other languages this.
   */
  codes: {
    VALIDATION_FAILED: 'Please check what you entered and try again.',
    NOT_FOUND: 'Not found',
    UNAUTHORIZED: 'Please sign in to continue.',
    FORBIDDEN: 'You are not allowed to do that.',
    CONFLICT: 'This conflicts with what is already saved.',
    PAYLOAD_TOO_LARGE: 'The upload is too large.',
    RATE_LIMITED: MESSAGES.tooManyRequests,
    SERVICE_UNAVAILABLE: SERVER_UNAVAILABLE_MESSAGE,
    INTERNAL: MESSAGES.internal,
  } satisfies Record<ErrorCode, string>,
} as const;
