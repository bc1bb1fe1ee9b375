import { MESSAGES } from '@shop/shared';
import { ApiError } from '@/lib/api-client.ts';

/**
 * The one way the back office puts a failure into words (docs/product-rules.md#when-a-call-fails):
 * the server's reason when it refused the request (a category that still has meals, a file that
 * is not a picture) or could not be reached; otherwise `failed`, the screen's own words for it,
 * or, without them, what the client made of the failure.
 */
export function errorWords(error: unknown, failed?: string): string {
  if (!(error instanceof ApiError)) return failed ?? MESSAGES.internal;
  const refused = error.status >= 400 && error.status < 500 && error.code !== undefined;
  return refused || error.status === 0 || failed === undefined ? error.message : failed;
}

/** A failure's toast: the screen's words, with the server's reason under them when it gave one. */
export type FailureToast = { title: string; description?: string };

/** `failed` as the toast's title and, when the server said why, its reason under it. */
export function failedBecause(failed: string, error: unknown): FailureToast {
  const reason = errorWords(error, failed);
  return reason === failed ? { title: failed } : { title: failed, description: reason };
}

/**
 * The record as it is now, when a save was refused because the record changed after the form
 * read it: a 409 carrying the record at another version than the form's (decision 036). Null
 * for any other failure, so a refusal of what the admin typed keeps what they typed.
 */
export function changedRecordOf<T extends { version: number }>(
  error: unknown,
  read: { version: number } | null,
  recordOf: (details: unknown) => T | undefined,
): T | null {
  if (read === null || !(error instanceof ApiError) || error.status !== 409) return null;
  const current = recordOf(error.details);
  return current !== undefined && current.version !== read.version ? current : null;
}

/**
 * The form field a refusal names in its details (`{ field: 'name' }`, as for a meal name its
 * category already has), for the form to show the message beside it; null otherwise.
 */
export function refusedFieldOf(error: unknown): string | null {
  if (!(error instanceof ApiError) || error.status < 400 || error.status >= 500) return null;
  const { details } = error;
  if (typeof details !== 'object' || details === null || !('field' in details)) return null;
  return typeof details.field === 'string' ? details.field : null;
}
