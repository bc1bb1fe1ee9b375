import { type AdminGalleryListResponse, adminGalleryListResponseSchema } from '@shop/shared';
import { adminApi } from '@/features/admin-common/index.ts';
import { adminContent } from '@/i18n/locales/en/admin-content.ts';
import type { GalleryPageParams } from './query-keys.ts';

/** GET /api/gallery/admin/all?page=&search=: a page of every gallery, active or not. */
export function getAdminGalleries(
  { page, search }: GalleryPageParams,
  signal?: AbortSignal,
): Promise<AdminGalleryListResponse> {
  return adminApi.get(
    '/gallery/admin/all',
    adminGalleryListResponseSchema,
    { page, search },
    { signal, fallbackMessage: adminContent.gallery.loadFailed },
  );
}
