import { type AdminMealListResponse, adminMealListResponseSchema } from '@shop/shared';
import { adminApi } from '@/features/admin-common/index.ts';

export interface AdminMealListParams {
  search?: string;
  category?: string;
  /** The on-menu switch: true for active meals, false for inactive ones, unset for all. */
  available?: boolean;
  page: number;
  limit: number;
}

/** GET /api/admin/meals: every meal, off-menu ones too, newest first. */
export function getAdminMeals(
  params: AdminMealListParams,
  signal?: AbortSignal,
): Promise<AdminMealListResponse> {
  return adminApi.get('/admin/meals', adminMealListResponseSchema, { ...params }, { signal });
}
