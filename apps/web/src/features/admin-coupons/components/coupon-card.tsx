import type { AdminCoupon } from '@shop/shared';
import type { LucideIcon } from 'lucide-react';
import {
  CalendarDays,
  CalendarRange,
  Megaphone,
  ShoppingBag,
  Tags,
  UserRoundPlus,
} from 'lucide-react';
import { CardButtons, StatusBadge, useRestaurantDate } from '@/features/admin-common/index.ts';
import { useFormat, useTranslation } from '@/i18n/index.ts';
import { cn } from '@/lib/cn.ts';
import {
  type CouponCondition,
  couponConditions,
  usagePercent,
  weekdayKey,
} from '../coupon-conditions.ts';
import { useCouponEffect } from './coupon-effect.tsx';

const CONDITION_ICONS: Record<CouponCondition['kind'], LucideIcon> = {
  minOrder: ShoppingBag,
  firstOrder: UserRoundPlus,
  weekdays: CalendarDays,
  dates: CalendarRange,
  categories: Tags,
  event: Megaphone,
};

/** A condition in words: 'Minimum order NRS 1,000.00', 'Only on Sat, Sun'… */
function useConditionText() {
  const { t } = useTranslation('admin-promotions');
  const { money } = useFormat();
  const when = useRestaurantDate();
  return (condition: CouponCondition): string => {
    switch (condition.kind) {
      case 'minOrder':
        return t('coupons.card.minOrder', { amount: money(condition.amount) });
      case 'firstOrder':
        return t('coupons.card.firstOrder');
      case 'weekdays': {
        const days = condition.days
          .map((day) => t(`coupons.weekday.${weekdayKey(day)}`))
          .join(', ');
        return t('coupons.card.weekdays', { days });
      }
      case 'dates': {
        const { from, until } = condition;
        if (from && until) {
          return t('coupons.card.validBetween', { from: when(from), until: when(until) });
        }
        return from
          ? t('coupons.card.validFrom', { date: when(from) })
          : t('coupons.card.validUntil', { date: when(until ?? '') });
      }
      case 'categories':
        return t('coupons.card.categories', { names: condition.names.join(', ') });
      case 'event':
        return t('coupons.card.event', { title: condition.title });
    }
  };
}

interface CouponCardProps {
  coupon: AdminCoupon;
  onEdit: () => void;
  onDelete: () => void;
}

/** One coupon as a ticket: code, status, what it takes off, its uses and its conditions. */
export function CouponCard({ coupon, onEdit, onDelete }: CouponCardProps) {
  const { t } = useTranslation('admin-promotions');
  const { number } = useFormat();
  const effect = useCouponEffect();
  const conditionText = useConditionText();
  const when = useRestaurantDate();
  const conditions = couponConditions(coupon);
  const percent = usagePercent(coupon);
  return (
    <li className="flex min-w-0 flex-col rounded-3xl bg-white shadow-card ring-1 ring-charcoal-900/5 wrap-anywhere">
      <div className="flex items-start justify-between gap-3 p-5 pb-4">
        <div className="min-w-0">
          <h2 className="font-mono text-xl font-bold tracking-wider break-all text-charcoal-900">
            {coupon.code}
          </h2>
          <p className="mt-1 text-2xl font-extrabold text-flame-700">{effect(coupon)}</p>
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
            style={{ width: `${percent}%` }}
          />
        </div>
        <h3 className="mt-4 text-xs font-semibold tracking-wide text-charcoal-600 uppercase">
          {t('coupons.card.conditions')}
        </h3>
        {conditions.length === 0 ? (
          <p className="mt-1.5 text-sm text-charcoal-600">{t('coupons.card.noConditions')}</p>
        ) : (
          <ul className="mt-1.5 space-y-1.5 text-sm text-charcoal-800">
            {conditions.map((condition) => {
              const Icon = CONDITION_ICONS[condition.kind];
              return (
                <li key={condition.kind} className="flex items-start gap-2">
                  <Icon className="mt-0.5 size-4 shrink-0 text-flame-600" aria-hidden="true" />
                  <span>{conditionText(condition)}</span>
                </li>
              );
            })}
          </ul>
        )}
      </div>
      <div className="mt-auto flex flex-wrap items-center justify-between gap-2 p-5 pt-5">
        <p className="text-xs text-charcoal-500">
          {t('coupons.card.created', { date: when(coupon.created_at, { dateOnly: true }) })}
        </p>
        <CardButtons name={coupon.code} onEdit={onEdit} onDelete={onDelete} />
      </div>
    </li>
  );
}
