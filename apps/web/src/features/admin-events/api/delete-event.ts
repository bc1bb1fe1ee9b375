import { type SuccessResponse, successResponseSchema } from '@shop/shared';
import { adminApi } from '@/features/admin-common/index.ts';

/** DELETE /api/admin/events/{id}: the event goes, its coupon is deactivated. */
export function deleteEvent(id: number): Promise<SuccessResponse> {
  return adminApi.delete(`/admin/events/${id}`, successResponseSchema);
}
