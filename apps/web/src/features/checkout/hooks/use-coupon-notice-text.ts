import { useCallback } from 'react';
import { useFormat, useTranslateMessage, useTranslation } from '@/i18n/index.ts';
import type { CouponNotice } from '../coupon-notice.ts';

/** Days 1 (Monday) … 7 (Sunday) as a date of that weekday, for the formatter to name. */
const dayOf = (isoWeekday: number) => new Date(Date.UTC(2024, 0, isoWeekday));

/**
 * Why a coupon was not applied, in the current language. English shows the server's words; a
 * known message is the catalog's; a refusal that carries values (a minimum amount, weekdays,
 * categories) is written again from the coupon's conditions.
 */
export function useCouponNoticeText(): (notice: CouponNotice) => string {
  const { t } = useTranslation('checkout');
  const { language, money, date } = useFormat();
  const translate = useTranslateMessage();
  return useCallback(
    (notice) => {
      const known = translate(notice.message);
      if (language === 'en' || known !== notice.message) return known;
      const coupon = notice.coupon;
      switch (notice.reason) {
        case 'minimum_order':
          if (coupon)
            return t('coupon.refusal.minimumOrder', { amount: money(coupon.min_order_amount) });
          break;
        case 'wrong_day':
          if (coupon?.valid_weekdays) {
            const days = coupon.valid_weekdays.map((day) =>
              date(dayOf(day), { weekday: 'long', timeZone: 'UTC' }),
            );
            return t('coupon.refusal.wrongDay', { days: days.join(', ') });
          }
          break;
        case 'not_for_items':
          if (coupon?.discount_type === 'bundle') {
            return t('coupon.refusal.bundle', { units: coupon.discount_value + 1 });
          }
          if (coupon && coupon.categories.length > 0) {
            return t('coupon.refusal.categories', { categories: coupon.categories.join(', ') });
          }
          break;
      }
      return t('coupon.refusal.other');
    },
    [t, language, money, date, translate],
  );
}
