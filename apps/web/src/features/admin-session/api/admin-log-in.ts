import {
  type AdminAuthResponse,
  type AdminLoginRequest,
  adminAuthResponseSchema,
} from '@shop/shared';
import { apiPost, apiUrl } from '@/lib/api-client.ts';

/** POST /api/admin/login: a new staff session. No session is sent: this call opens one. */
export function adminLogIn(request: AdminLoginRequest): Promise<AdminAuthResponse> {
  return apiPost(apiUrl('/admin/login'), request, adminAuthResponseSchema, { token: null });
}
