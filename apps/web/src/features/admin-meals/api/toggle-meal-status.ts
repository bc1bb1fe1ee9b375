import { type AdminMealResponse, adminMealResponseSchema } from '@shop/shared';
import { adminApi } from '@/features/admin-common/index.ts';

/** PUT /api/admin/meals/{id}/toggle-status with the state wanted (a double click is harmless). */
export function toggleMealStatus(id: number, available: boolean): Promise<AdminMealResponse> {
  return adminApi.put(`/admin/meals/${id}/toggle-status`, { available }, adminMealResponseSchema);
}
