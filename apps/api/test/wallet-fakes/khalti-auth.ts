import type { IncomingMessage } from 'node:http';
import { constantTimeEqual } from './signature.ts';

/** Khalti's 401 body for a request without a valid `Authorization: Key <secret>`, or null. */
export function khaltiAuthError(request: IncomingMessage, secretKey: string) {
  const match = /^key(?:\s+(.*))?$/i.exec(request.headers.authorization?.trim() ?? '');
  if (!match) {
    return { detail: 'Authentication credentials were not provided.', status_code: 401 };
  }
  if (!constantTimeEqual(match[1]?.trim() ?? '', secretKey)) {
    return { detail: 'Invalid token.', status_code: 401 };
  }
  return null;
}
