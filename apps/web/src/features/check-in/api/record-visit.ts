import {
  type SelfRegisterRequest,
  type SelfRegisterResponse,
  selfRegisterResponseSchema,
} from '@shop/shared';
import { apiPost, apiUrl } from '@/lib/api-client.ts';
import { kioskCall } from './kiosk-call.ts';

export const UPDATE_FAILED = 'Update failed';
export const REGISTRATION_FAILED = 'Registration failed';

/**
 * POST /api/customers/self-register, as staff: checks a returning customer in (with their id)
 * or registers a new one. `failed` is the spec's word for the step (update or registration).
 */
export function recordVisit(
  request: SelfRegisterRequest,
  failed: typeof UPDATE_FAILED | typeof REGISTRATION_FAILED,
): Promise<SelfRegisterResponse> {
  return kioskCall(
    (token) =>
      apiPost(apiUrl('/customers/self-register'), request, selfRegisterResponseSchema, {
        token,
        fallbackMessage: failed,
      }),
    failed,
  );
}
