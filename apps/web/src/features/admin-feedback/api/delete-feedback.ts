import { type SuccessResponse, successResponseSchema } from '@shop/shared';
import { adminApi } from '@/features/admin-common/index.ts';
import { adminContent } from '@/i18n/locales/en/admin-content.ts';

/** DELETE /api/feedback/:id */
export function deleteFeedback(id: number): Promise<SuccessResponse> {
  return adminApi.delete(`/feedback/${id}`, successResponseSchema, {
    fallbackMessage: adminContent.feedback.deleteFailed,
  });
}
