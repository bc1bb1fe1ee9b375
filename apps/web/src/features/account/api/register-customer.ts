import {
  ACCOUNT_MESSAGES,
  type CustomerAuthResponse,
  customerAuthResponseSchema,
  type RegisterRequest,
} from '@shop/shared';
import { apiPost, apiUrl } from '@/lib/api-client.ts';
import { accountCall } from './account-call.ts';

/** POST /api/customers/register: the account is created and signed in. */
export function registerCustomer(request: RegisterRequest): Promise<CustomerAuthResponse> {
  return accountCall(
    () =>
      apiPost(apiUrl('/customers/register'), request, customerAuthResponseSchema, {
        token: null,
      }),
    ACCOUNT_MESSAGES.registrationFailed,
  );
}
