import { ApiError } from '@/lib/api-client.ts';

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
