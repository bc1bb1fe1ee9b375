import { type AdminCategory, adminCategoryListResponseSchema } from '@shop/shared';
import { adminApi } from '@/features/admin-common/index.ts';

/** GET /api/admin/categories: every category, inactive ones too, with meal counts. */
export async function getAdminCategories(signal?: AbortSignal): Promise<AdminCategory[]> {
  const { data } = await adminApi.get(
    '/admin/categories',
    adminCategoryListResponseSchema,
    {},
    {
      signal,
    },
  );
  return data;
}
