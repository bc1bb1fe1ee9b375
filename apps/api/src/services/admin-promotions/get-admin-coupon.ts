import type { DbOrTx } from '@shop/db';
import type { AdminCouponResponse } from '@shop/shared';
import { readAdminCoupon } from './coupon-view.ts';

export async function getAdminCoupon(db: DbOrTx, id: number): Promise<AdminCouponResponse> {
  return { data: await readAdminCoupon(db, id) };
}
