import { type AdminLoginHint, adminLoginHintResponseSchema } from '@shop/shared';
import { apiGet, apiUrl } from '@/lib/api-client.ts';

/** GET /api/admin/login-hint: the demo credentials while they are unchanged (public). */
export function getLoginHint(signal?: AbortSignal): Promise<AdminLoginHint> {
  return apiGet(apiUrl('/admin/login-hint'), adminLoginHintResponseSchema, { signal, token: null });
}
