import type { AdminCoupon } from '@shop/shared';
import {
  dateWithTime,
  RecordCard,
  type SectionCardProps,
  shortDate,
} from '@/features/admin-common/index.ts';
import { useFormat, useTranslation } from '@/i18n/index.ts';
import { cn } from '@/lib/cn.ts';
import { couponConditions, usagePercent } from '../coupons-section.tsx';

/** One coupon as a ticket: code, status, what it takes off, its uses and its conditions. */
export function CouponCard({ record: coupon, actions }: SectionCardProps<AdminCoupon>) {
  const { t } = useTranslation('admin-promotions');
  const { number, money } = useFormat();
  const { discount_type: type, discount_value: value, used_count, usage_limit } = coupon;
  const conditions = couponConditions(coupon, { t, money, when: dateWithTime });
  return (
    <RecordCard
      title={coupon.code}
      code
      status={coupon.status}
      footnote={t('coupons.card.created', { date: shortDate(coupon.created_at) })}
      actions={actions}
      lead={
        <>
          <p className="mt-1 text-2xl font-extrabold text-flame-700">
            {t(`coupons.effect.${type}`, { value, amount: money(value) })}
          </p>
          {coupon.description && (
            <p className="mt-2 text-sm text-charcoal-600">{coupon.description}</p>
          )}
          <div className="-mx-5 mt-4 flex items-baseline justify-between gap-2 border-t-2 border-dashed border-cream-200 px-5 pt-4 text-sm">
            <span className="font-semibold text-charcoal-700">{t('coupons.card.usage')}</span>
            <span className="text-charcoal-700 tabular-nums">
              {t('coupons.card.used', { used: number(used_count), limit: number(usage_limit) })}
            </span>
          </div>
          <div aria-hidden="true" className="mt-2 h-2 overflow-hidden rounded-full bg-charcoal-100">
            <div
              className={cn(
                'h-full rounded-full',
                coupon.status === 'exhausted' ? 'bg-amber-500' : 'bg-flame-500',
              )}
              style={{ width: `${usagePercent(coupon)}%` }}
            />
          </div>
          <h3 className="mt-4 text-xs font-semibold tracking-wide text-charcoal-600 uppercase">
            {t('coupons.card.conditions')}
          </h3>
          <ul className="mt-1.5 space-y-1.5 text-sm text-charcoal-800">
            {conditions.map(({ icon: Icon, text }) => (
              <li key={text} className="flex items-start gap-2">
                <Icon className="mt-0.5 size-4 shrink-0 text-flame-600" aria-hidden="true" />
                {text}
              </li>
            ))}
          </ul>
          {conditions.length === 0 && (
            <p className="text-sm text-charcoal-600">{t('coupons.card.noConditions')}</p>
          )}
        </>
      }
    />
  );
}
