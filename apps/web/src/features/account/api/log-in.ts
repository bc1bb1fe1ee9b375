import {
  ACCOUNT_MESSAGES,
  type CustomerAuthResponse,
  customerAuthResponseSchema,
  type LoginRequest,
} from '@shop/shared';
import { apiPost, apiUrl } from '@/lib/api-client.ts';
import { accountCall } from './account-call.ts';

/** POST /api/customers/login: the new session's token and the customer. */
export function logIn(request: LoginRequest): Promise<CustomerAuthResponse> {
  return accountCall(
    () =>
      // A session already held in this browser is not sent: this call opens a new one.
      apiPost(apiUrl('/customers/login'), request, customerAuthResponseSchema, { token: null }),
    ACCOUNT_MESSAGES.loginFailed,
  );
}
