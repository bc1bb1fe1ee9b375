import {
  type AdminAuthResponse,
  type AdminLoginRequest,
  type AdminSignInResponse,
  adminAuthResponseSchema,
  adminSignInResponseSchema,
} from '@shop/shared';
import { apiPost, apiUrl } from '@/lib/api-client.ts';

/**
 * POST /api/admin/login: a new staff session, or the challenge of an account that signs in with
 * an authenticator code too. No session is sent: this call opens one.
 */
export function adminLogIn(request: AdminLoginRequest): Promise<AdminSignInResponse> {
  return apiPost(apiUrl('/admin/login'), request, adminSignInResponseSchema, { token: null });
}

/** POST /api/admin/login/two-factor: the challenge answered with the code. */
export function adminAnswerChallenge(challenge: string, code: string): Promise<AdminAuthResponse> {
  return apiPost(apiUrl('/admin/login/two-factor'), { challenge, code }, adminAuthResponseSchema, {
    token: null,
  });
}
