import type { CouponStatusFilter } from '@shop/shared';
import { adminQueryKeys } from '@/features/admin-common/index.ts';

export interface CouponListParams {
  search: string;
  status: CouponStatusFilter;
  page: number;
}

/** Under the back office's 'coupons' section: a change anywhere refreshes them all. */
export const couponQueryKeys = {
  all: adminQueryKeys.section('coupons'),
  list: (params: CouponListParams) =>
    [...adminQueryKeys.section('coupons'), 'list', params] as const,
  categories: [...adminQueryKeys.section('coupons'), 'categories'] as const,
};
