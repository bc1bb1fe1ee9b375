import { type SuccessResponse, successResponseSchema } from '@shop/shared';
import { adminApi } from '@/features/admin-common/index.ts';

/** DELETE /api/admin/coupons/{id}: refused (409) for a coupon that orders used. */
export function deleteCoupon(id: number): Promise<SuccessResponse> {
  return adminApi.delete(`/admin/coupons/${id}`, successResponseSchema);
}
