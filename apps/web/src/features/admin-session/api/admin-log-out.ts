import { successResponseSchema } from '@shop/shared';
import { apiPost, apiUrl } from '@/lib/api-client.ts';

/** POST /api/admin/logout: ends the staff session on the server. */
export async function adminLogOut(token: string): Promise<void> {
  await apiPost(apiUrl('/admin/logout'), undefined, successResponseSchema, {
    token,
    handleUnauthorized: false,
  });
}
