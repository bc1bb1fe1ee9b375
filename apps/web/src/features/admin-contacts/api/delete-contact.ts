import { type SuccessResponse, successResponseSchema } from '@shop/shared';
import { adminApi } from '@/features/admin-common/index.ts';
import { adminContent } from '@/i18n/locales/en/admin-content.ts';

/** DELETE /api/contact/:id */
export function deleteContact(id: number): Promise<SuccessResponse> {
  return adminApi.delete(`/contact/${id}`, successResponseSchema, {
    fallbackMessage: adminContent.contacts.deleteFailed,
  });
}
