import type { AdminCoupon } from '@shop/shared';
import { useFormat, useTranslation } from '@/i18n/index.ts';

/** What a coupon takes off: '15% OFF', 'NRS 100.00 OFF', 'Buy 2, get 1 free', 'Free delivery'. */
export function useCouponEffect() {
  const { t } = useTranslation('admin-promotions');
  const { money } = useFormat();
  return ({
    discount_type,
    discount_value,
  }: Pick<AdminCoupon, 'discount_type' | 'discount_value'>) =>
    t(`coupons.effect.${discount_type}`, { value: discount_value, amount: money(discount_value) });
}
