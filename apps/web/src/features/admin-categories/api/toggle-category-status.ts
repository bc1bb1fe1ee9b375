import { type AdminCategoryResponse, adminCategoryResponseSchema } from '@shop/shared';
import { adminApi } from '@/features/admin-common/index.ts';

/** PATCH /api/categories/{id}/toggle-status with the state wanted (so a double click is harmless). */
export function toggleCategoryStatus(
  id: number,
  isActive: boolean,
): Promise<AdminCategoryResponse> {
  return adminApi.patch(
    `/categories/${id}/toggle-status`,
    { isActive },
    adminCategoryResponseSchema,
  );
}
