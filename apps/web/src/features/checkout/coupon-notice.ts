import {
  COUPON_MESSAGES,
  COUPON_TEXTS,
  type CouponRefusal,
  type CouponSummary,
  type CouponValidateResponse,
} from '@shop/shared';
import { ApiError } from '@/lib/api-client.ts';

/**
 * Why a code was not applied: the server's English words, and the reason and the coupon's
 * conditions so that another language can say the same with its own words and amounts.
 */
export interface CouponNotice {
  message: string;
  reason?: CouponRefusal | null;
  coupon?: CouponSummary | null;
}

/** A refusal the server answered (valid: false): its error, else 'Invalid coupon code'. */
export function refusalNotice(result: CouponValidateResponse): CouponNotice {
  return {
    message: result.error ?? COUPON_TEXTS.invalid,
    reason: result.reason,
    coupon: result.coupon,
  };
}

/**
 * A request that failed (docs/product-rules.md#when-a-call-fails): a refusal of the request shows
 * the server's words, else 'Invalid coupon code'; no answer at all (or a server failure) says to
 * try again.
 */
export function failureNotice(error: unknown): CouponNotice {
  if (error instanceof ApiError && error.status >= 400 && error.status < 500) {
    return { message: error.code ? error.message : COUPON_TEXTS.invalid };
  }
  return { message: COUPON_MESSAGES.failed };
}
