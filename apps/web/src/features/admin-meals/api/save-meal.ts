import { type AdminMealResponse, adminMealResponseSchema, type MealForm } from '@shop/shared';
import { adminApi } from '@/features/admin-common/index.ts';
import { type MealFiles, mealFormData } from '../meal-form-data.ts';

/** POST /api/admin/meals, or PUT /api/admin/meals/{id} when editing: multipart. */
export function saveMeal(
  id: number | null,
  meal: MealForm,
  files: MealFiles,
): Promise<AdminMealResponse> {
  const body = mealFormData(meal, files);
  return id === null
    ? adminApi.post('/admin/meals', body, adminMealResponseSchema)
    : adminApi.put(`/admin/meals/${id}`, body, adminMealResponseSchema);
}
