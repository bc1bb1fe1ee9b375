/** Machine-readable error codes; the HTTP status of each is decided in one place (the API). */
export const ERROR_CODES = [
  'VALIDATION_FAILED',
  'NOT_FOUND',
  'UNAUTHORIZED',
  'FORBIDDEN',
  'CONFLICT',
  'PAYLOAD_TOO_LARGE',
  'RATE_LIMITED',
  'SERVICE_UNAVAILABLE',
  'INTERNAL',
] as const;
export type ErrorCode = (typeof ERROR_CODES)[number];

export const MESSAGES = {
  mealNotFound: 'Meal not found',
  routeNotFound: 'Not found',
  signInRequired: 'Please sign in',
  internal: 'An unexpected error occurred.',
  databaseUnavailable: 'The server is currently unavailable. Please try again later.',
  tooManyRequests: 'Too many requests. Please wait a moment and try again.',
  malformedText:
    'The request contains text that is not valid Unicode (a lone UTF-16 surrogate such as \\ud800)',
} as const;
