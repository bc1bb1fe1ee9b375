import { type SuccessResponse, successResponseSchema } from '@shop/shared';
import { adminApi } from '@/features/admin-common/index.ts';

/** DELETE /api/categories/{id}: refused (409) while the category still has meals. */
export function deleteCategory(id: number): Promise<SuccessResponse> {
  return adminApi.delete(`/categories/${id}`, successResponseSchema);
}
