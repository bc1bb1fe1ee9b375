import {
  type AdminCouponSaved,
  adminCouponSavedSchema,
  type CouponCreate,
  type CouponUpdate,
} from '@shop/shared';
import { adminApi } from '@/features/admin-common/index.ts';

/** POST /api/admin/coupons (JSON). */
export function createCoupon(form: CouponCreate): Promise<AdminCouponSaved> {
  return adminApi.post('/admin/coupons', form, adminCouponSavedSchema);
}

/** PUT /api/admin/coupons/{id} (JSON; the code, if sent, unchanged). */
export function updateCoupon(id: number, form: CouponUpdate): Promise<AdminCouponSaved> {
  return adminApi.put(`/admin/coupons/${id}`, form, adminCouponSavedSchema);
}
