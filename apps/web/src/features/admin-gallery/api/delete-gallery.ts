import { type SuccessResponse, successResponseSchema } from '@shop/shared';
import { adminApi } from '@/features/admin-common/index.ts';
import { adminContent } from '@/i18n/locales/en/admin-content.ts';

/** DELETE /api/gallery/:id */
export function deleteGallery(id: number): Promise<SuccessResponse> {
  return adminApi.delete(`/gallery/${id}`, successResponseSchema, {
    fallbackMessage: adminContent.gallery.deleteFailed,
  });
}
