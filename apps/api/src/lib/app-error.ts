import type { ErrorCode } from '@shop/shared';

/** The error services throw: a stable code (mapped to an HTTP status in one place) and a message for people. */
export class AppError extends Error {
  constructor(
    readonly code: ErrorCode,
    message: string,
    options?: {
      cause?: unknown;
      /** Facts the caller needs to put things right (a 409's current prices), sent as `details`. */
      details?: unknown;
    },
  ) {
    super(message, { cause: options?.cause });
    this.name = 'AppError';
    this.details = options?.details;
  }

  readonly details: unknown;
}

export const HTTP_STATUS: Record<ErrorCode, number> = {
  VALIDATION_FAILED: 400,
  UNAUTHORIZED: 401,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  CONFLICT: 409,
  PAYLOAD_TOO_LARGE: 413,
  RATE_LIMITED: 429,
  INTERNAL: 500,
  SERVICE_UNAVAILABLE: 503,
};
