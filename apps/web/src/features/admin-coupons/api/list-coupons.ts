import {
  ADMIN_COUPONS_PAGE_SIZE,
  type AdminCouponListResponse,
  adminCouponListResponseSchema,
} from '@shop/shared';
import { adminApi } from '@/features/admin-common/index.ts';
import { i18n } from '@/i18n/index.ts';
import type { CouponListParams } from './query-keys.ts';

/**
 * GET /api/admin/coupons: a page of coupons (10: docs/product-rules.md#events-and-coupons) and the
 * stat cards' figures.
 */
export function listCoupons(
  params: CouponListParams,
  signal?: AbortSignal,
): Promise<AdminCouponListResponse> {
  return adminApi.get(
    '/admin/coupons',
    adminCouponListResponseSchema,
    { ...params, limit: ADMIN_COUPONS_PAGE_SIZE },
    { signal, fallbackMessage: i18n.t('admin-promotions:coupons.fetchFailed') },
  );
}
