import { ApiError } from '@/lib/api-client.ts';

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
