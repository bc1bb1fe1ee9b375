import {
  type CouponValidateRequest,
  type CouponValidateResponse,
  couponValidateResponseSchema,
} from '@shop/shared';
import { apiPost, apiUrl } from '@/lib/api-client.ts';

/** POST /api/coupons/validate: whether a code applies to the cart's lines, and what it takes off. */
export function validateCoupon(request: CouponValidateRequest): Promise<CouponValidateResponse> {
  return apiPost(apiUrl('/coupons/validate'), request, couponValidateResponseSchema);
}
