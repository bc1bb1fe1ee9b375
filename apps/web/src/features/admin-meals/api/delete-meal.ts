import { type SuccessResponse, successResponseSchema } from '@shop/shared';
import { adminApi } from '@/features/admin-common/index.ts';

/** DELETE /api/admin/meals/{id}: past orders keep the meal's name and price. */
export function deleteMeal(id: number): Promise<SuccessResponse> {
  return adminApi.delete(`/admin/meals/${id}`, successResponseSchema);
}
