import { type ErrorCode, MESSAGES } from '@shop/shared';
import { NETWORK_ERROR_MESSAGE, SERVER_UNAVAILABLE_MESSAGE } from '@/lib/api-client.ts';

export const errors = {
  /** The server's own messages (shared), shown by their text. */
  server: MESSAGES,
  network: NETWORK_ERROR_MESSAGE,
  serverUnavailable: SERVER_UNAVAILABLE_MESSAGE,
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
