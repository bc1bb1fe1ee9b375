import { ORDER_MESSAGES } from '@shop/shared';
import { AppError } from '../../lib/app-error.ts';

/**
 * The order's idempotency key, sent in the body (`idempotency_key`), as the `Idempotency-Key`
 * header, or both alike; undefined when neither is sent (the documents' request), and refused
 * when the two differ, since either could be the one the client meant.
 */
export function idempotencyKeyOf(
  bodyKey: string | undefined,
  headerKey: string | undefined,
): string | undefined {
  if (bodyKey && headerKey && bodyKey.toLowerCase() !== headerKey.toLowerCase()) {
    throw new AppError('VALIDATION_FAILED', ORDER_MESSAGES.idempotencyKeysDiffer);
  }
  return (bodyKey ?? headerKey)?.toLowerCase();
}
