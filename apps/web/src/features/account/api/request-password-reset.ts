import { type ForgotPasswordRequest, successResponseSchema } from '@shop/shared';
import { errors } from '@/i18n/locales/en/errors.ts';
import { apiPost, apiUrl } from '@/lib/api-client.ts';
import { accountCall } from './account-call.ts';

/**
 * POST /api/customers/forgot-password. The answer is the same whether the email has an account
 * or not. A resend has its own failure words (docs/product-rules.md#when-a-call-fails).
 */
export async function requestPasswordReset(
  request: ForgotPasswordRequest,
  { resend = false }: { resend?: boolean } = {},
): Promise<void> {
  await accountCall(
    () => apiPost(apiUrl('/customers/forgot-password'), request, successResponseSchema),
    resend ? errors.accountCalls.resendFailed : errors.accountCalls.resetEmailFailed,
  );
}
