import { successResponseSchema } from '@shop/shared';
import { apiPost, apiUrl } from '@/lib/api-client.ts';

/**
 * POST /api/customers/logout: ends the session on the server. Its 401 only means the session
 * had already ended, which is what the caller wants anyway.
 */
export async function logOut(token: string): Promise<void> {
  await apiPost(apiUrl('/customers/logout'), undefined, successResponseSchema, {
    token,
    handleUnauthorized: false,
  });
}
