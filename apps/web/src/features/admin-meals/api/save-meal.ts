import { type AdminMealResponse, adminMealResponseSchema, type MealForm } from '@shop/shared';
import { adminApi } from '@/features/admin-common/index.ts';
import { type MealFiles, mealFormData } from '../meal-form-data.ts';

/**
 * POST /api/admin/meals, or PUT /api/admin/meals/{id} when editing: multipart. An edit sends
 * the version the form was read at, so a meal changed since is refused (409), not overwritten.
 */
export function saveMeal(
  id: number | null,
  meal: MealForm,
  files: MealFiles,
  version: number | null,
): Promise<AdminMealResponse> {
  const body = mealFormData(meal, files);
  if (version !== null) body.append('version', String(version));
  return id === null
    ? adminApi.post('/admin/meals', body, adminMealResponseSchema)
    : adminApi.put(`/admin/meals/${id}`, body, adminMealResponseSchema);
}
