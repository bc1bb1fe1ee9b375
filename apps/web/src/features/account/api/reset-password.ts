import { type ResetPasswordRequest, successResponseSchema } from '@shop/shared';
import { errors } from '@/i18n/locales/en/errors.ts';
import { apiPost, apiUrl } from '@/lib/api-client.ts';
import { accountCall } from './account-call.ts';

/** POST /api/customers/reset-password/{token}: resolves to the server's confirmation. */
export async function resetPassword(token: string, request: ResetPasswordRequest): Promise<string> {
  const { message } = await accountCall(
    () =>
      apiPost(
        apiUrl(`/customers/reset-password/${encodeURIComponent(token)}`),
        request,
        successResponseSchema,
      ),
    errors.accountCalls.resetFailed,
  );
  return message;
}
