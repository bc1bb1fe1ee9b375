import { type GallerySavedResponse, gallerySavedResponseSchema } from '@shop/shared';
import { adminApi } from '@/features/admin-common/index.ts';
import { adminContent } from '@/i18n/locales/en/admin-content.ts';

/** POST /api/gallery (no id) or PUT /api/gallery/:id, multipart (see galleryFormData). */
export function saveGallery(id: number | null, form: FormData): Promise<GallerySavedResponse> {
  const options = { fallbackMessage: adminContent.gallery.saveFailed };
  return id === null
    ? adminApi.post('/gallery', form, gallerySavedResponseSchema, options)
    : adminApi.put(`/gallery/${id}`, form, gallerySavedResponseSchema, options);
}
