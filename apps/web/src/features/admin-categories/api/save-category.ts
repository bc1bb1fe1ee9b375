import {
  type AdminCategoryResponse,
  adminCategoryResponseSchema,
  type CategoryForm,
} from '@shop/shared';
import { adminApi } from '@/features/admin-common/index.ts';

export interface CategorySave extends CategoryForm {
  /** A new picture, or null to leave it as it is (or drop it with `removeImage`). */
  image: File | null;
}

function categoryFormData(category: CategorySave): FormData {
  const form = new FormData();
  form.append('name', category.name);
  form.append('description', category.description);
  if (category.removeImage) form.append('removeImage', 'true');
  if (category.image) form.append('categoryImage', category.image);
  return form;
}

/** POST /api/categories, or PUT /api/categories/{id} when editing: multipart. */
export function saveCategory(
  id: number | null,
  category: CategorySave,
): Promise<AdminCategoryResponse> {
  const body = categoryFormData(category);
  return id === null
    ? adminApi.post('/categories', body, adminCategoryResponseSchema)
    : adminApi.put(`/categories/${id}`, body, adminCategoryResponseSchema);
}
