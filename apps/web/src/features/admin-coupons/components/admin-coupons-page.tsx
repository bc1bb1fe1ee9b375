import type { AdminCoupon } from '@shop/shared';
import { TicketX } from 'lucide-react';
import {
  CardButtons,
  SectionPage,
  StatusBadge,
  useRestaurantDate,
  useSectionList,
} from '@/features/admin-common/index.ts';
import { useFormat, useTranslation } from '@/i18n/index.ts';
import { cn } from '@/lib/cn.ts';
import { couponConditions, couponsSection, usagePercent } from '../coupons-section.tsx';
import { CouponFormDialog } from './coupon-form.tsx';

/**
 * /admin/coupons (docs/product-rules.md#events-and-coupons): the figures, search and status in
 * the address, the coupons as cards with their derived status and conditions, 10 a page, the
 * form, and delete after asking.
 */
export function AdminCouponsPage() {
  const { t } = useTranslation('admin-promotions');
  return (
    <SectionPage
      list={useSectionList(couponsSection)}
      icon={TicketX}
      card={(coupon, actions) => <CouponCard coupon={coupon} actions={actions} />}
      skeleton="cards"
      form={(coupon, close) => <CouponFormDialog coupon={coupon} onClose={close} />}
      deleteNote={(coupon) =>
        coupon.used_count > 0 && <p className="text-charcoal-600">{t('coupons.delete.usedNote')}</p>
      }
    />
  );
}

type CardActions = Parameters<typeof CardButtons>[0];

/** One coupon as a ticket: code, status, what it takes off, its uses and its conditions. */
function CouponCard({
  coupon,
  actions,
}: {
  coupon: AdminCoupon;
  actions: Omit<CardActions, 'name'>;
}) {
  const { t } = useTranslation('admin-promotions');
  const { number, money } = useFormat();
  const when = useRestaurantDate();
  const conditions = couponConditions(coupon, { t, money, when });
  const { discount_type: type, discount_value: value } = coupon;
  return (
    <li className="flex min-w-0 flex-col rounded-3xl bg-white shadow-card ring-1 ring-charcoal-900/5 wrap-anywhere">
      <div className="flex items-start justify-between gap-3 p-5 pb-4">
        <div className="min-w-0">
          <h2 className="font-mono text-xl font-bold tracking-wider break-all text-charcoal-900">
            {coupon.code}
          </h2>
          <p className="mt-1 text-2xl font-extrabold text-flame-700">
            {t(`coupons.effect.${type}`, { value, amount: money(value) })}
          </p>
        </div>
        <StatusBadge status={coupon.status} className="shrink-0" />
      </div>
      {coupon.description && (
        <p className="-mt-2 px-5 pb-4 text-sm text-charcoal-600">{coupon.description}</p>
      )}
      <div className="border-t-2 border-dashed border-cream-200 px-5 pt-4">
        <div className="flex items-baseline justify-between gap-2 text-sm">
          <span className="font-semibold text-charcoal-700">{t('coupons.card.usage')}</span>
          <span className="text-charcoal-700 tabular-nums">
            {t('coupons.card.used', {
              used: number(coupon.used_count),
              limit: number(coupon.usage_limit),
            })}
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
        {conditions.length === 0 ? (
          <p className="mt-1.5 text-sm text-charcoal-600">{t('coupons.card.noConditions')}</p>
        ) : (
          <ul className="mt-1.5 space-y-1.5 text-sm text-charcoal-800">
            {conditions.map(({ icon: Icon, text }) => (
              <li key={text} className="flex items-start gap-2">
                <Icon className="mt-0.5 size-4 shrink-0 text-flame-600" aria-hidden="true" />
                <span>{text}</span>
              </li>
            ))}
          </ul>
        )}
      </div>
      <div className="mt-auto flex flex-wrap items-center justify-between gap-2 p-5 pt-5">
        <p className="text-xs text-charcoal-500">
          {t('coupons.card.created', { date: when(coupon.created_at, { dateOnly: true }) })}
        </p>
        <CardButtons name={coupon.code} {...actions} />
      </div>
    </li>
  );
}
