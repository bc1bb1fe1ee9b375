import {
  ADMIN_COUPONS_PAGE_SIZE,
  type AdminCoupon,
  adminCouponListQuerySchema,
  adminCouponListResponseSchema,
  type DiscountType,
  restaurantDateTimeInput,
} from '@shop/shared';
import type { TFunction } from 'i18next';
import type { LucideIcon } from 'lucide-react';
import {
  CalendarDays,
  CalendarRange,
  Megaphone,
  ShoppingBag,
  Tags,
  UserRoundPlus,
} from 'lucide-react';
import {
  adminQueryKeys,
  CardButtons,
  defineSection,
  StatusBadge,
  useRestaurantDate,
} from '@/features/admin-common/index.ts';
import { useFormat, useTranslation } from '@/i18n/index.ts';
import { adminPromotions } from '@/i18n/locales/en/admin-promotions.ts';
import { cn } from '@/lib/cn.ts';

/**
 * GET /api/admin/coupons: a page of coupons (10: docs/product-rules.md#events-and-coupons), newest
 * first, and the figures of all. A coupon may be an event's code, and the shop's popup shows the
 * active events' codes, so both read again after a change.
 */
export const couponsSection = defineSection({
  name: 'coupons',
  alsoStale: [adminQueryKeys.section('events'), ['events', 'active']],
  path: '/admin/coupons',
  fixedQuery: { limit: ADMIN_COUPONS_PAGE_SIZE },
  query: adminCouponListQuerySchema,
  response: adminCouponListResponseSchema,
  rows: (response) => response.data,
  loadFailed: adminPromotions.coupons.fetchFailed,
  rowId: (coupon) => coupon.id,
  pagination: (response) => response.pagination,
});

/** A coupon as the form's inputs hold it; empty to create one. */
export function couponFormValues(coupon: AdminCoupon | null) {
  const at = (moment: string | null | undefined) => (moment ? restaurantDateTimeInput(moment) : '');
  const type: DiscountType = coupon?.discount_type ?? 'percentage';
  return {
    code: coupon?.code ?? '',
    discount_type: type,
    discount_value: coupon && type !== 'free_delivery' ? String(coupon.discount_value) : '',
    usage_limit: coupon ? String(coupon.usage_limit) : '',
    is_active: coupon?.is_active ?? true,
    description: coupon?.description ?? '',
    min_order_amount: coupon?.min_order_amount ? String(coupon.min_order_amount) : '',
    first_order_only: coupon?.first_order_only ?? false,
    /** ISO weekdays, 1 = Monday … 7 = Sunday; none: every day. */
    valid_weekdays: coupon?.valid_weekdays ?? [],
    starts_at: at(coupon?.starts_at),
    ends_at: at(coupon?.ends_at),
    category_ids: coupon?.categories.map((category) => category.id) ?? [],
  };
}
export type CouponFormValues = ReturnType<typeof couponFormValues>;

/** The catalog key of an ISO weekday (1 = Monday … 7 = Sunday). */
export const weekdayKey = (day: number) =>
  (['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'] as const)[(day + 6) % 7] ?? 'mon';

/** What a condition's words need: the screen's words, an amount and a moment written out. */
interface ConditionWords {
  t: TFunction<'admin-promotions'>;
  money: (amount: number) => string;
  when: (iso: string) => string;
}

/**
 * What limits a coupon besides its status and uses (docs/product-rules.md#coupons), in words
 * ('Minimum order NRS 1,000.00', 'Only on Sat, Sun'), in the order a card lists them.
 */
export function couponConditions(coupon: AdminCoupon, { t, money, when }: ConditionWords) {
  const {
    min_order_amount: amount,
    valid_weekdays: days,
    starts_at: from,
    ends_at: until,
  } = coupon;
  const names = coupon.categories.map((category) => category.name).join(', ');
  const weekdays = days?.map((day) => t(`coupons.weekday.${weekdayKey(day)}`)).join(', ');
  const dates =
    from && until
      ? t('coupons.card.validBetween', { from: when(from), until: when(until) })
      : from
        ? t('coupons.card.validFrom', { date: when(from) })
        : until && t('coupons.card.validUntil', { date: when(until) });
  const lines: [LucideIcon, string | false | null | undefined][] = [
    [ShoppingBag, amount > 0 && t('coupons.card.minOrder', { amount: money(amount) })],
    [UserRoundPlus, coupon.first_order_only && t('coupons.card.firstOrder')],
    [CalendarDays, weekdays && t('coupons.card.weekdays', { days: weekdays })],
    [CalendarRange, dates],
    [Tags, names && t('coupons.card.categories', { names })],
    [Megaphone, coupon.event && t('coupons.card.event', { title: coupon.event.title })],
  ];
  return lines.flatMap(([icon, text]) => (text ? [{ icon, text }] : []));
}

/** How full a coupon's uses are, 0–100, for its usage bar. */
export function usagePercent(coupon: Pick<AdminCoupon, 'used_count' | 'usage_limit'>): number {
  if (coupon.usage_limit <= 0) return 100;
  return Math.min(100, Math.round((coupon.used_count / coupon.usage_limit) * 100));
}

type OpenDialog = (kind: 'edit' | 'delete') => (coupon: AdminCoupon) => void;

/**
 * One coupon as a ticket: code, status, what it takes off, its uses and its conditions; `open`
 * opens its Edit or Delete dialog (useSectionDialog).
 */
export function CouponCard({ coupon, open }: { coupon: AdminCoupon; open: OpenDialog }) {
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
        <CardButtons
          name={coupon.code}
          onEdit={() => open('edit')(coupon)}
          onDelete={() => open('delete')(coupon)}
        />
      </div>
    </li>
  );
}
