import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { listCategories } from '../api/list-categories.ts';
import { listCoupons } from '../api/list-coupons.ts';
import { type CouponListParams, couponQueryKeys } from '../api/query-keys.ts';

/** A page of coupons; the previous page stays on screen while the next one loads. */
export function useCoupons(params: CouponListParams) {
  return useQuery({
    queryKey: couponQueryKeys.list(params),
    queryFn: ({ signal }) => listCoupons(params, signal),
    placeholderData: keepPreviousData,
  });
}

/** The menu's categories, for the coupon form's eligible categories. */
export function useCouponCategories() {
  return useQuery({
    queryKey: couponQueryKeys.categories,
    queryFn: ({ signal }) => listCategories(signal),
    select: (answer) => answer.data,
  });
}
