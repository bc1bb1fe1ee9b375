import {
  ADMIN_COUPONS_PAGE_SIZE,
  type AdminCoupon,
  adminCouponListQuerySchema,
  adminCouponListResponseSchema,
  COUPON_STATUS_FILTERS,
  type DiscountType,
  restaurantDateTimeInput,
} from '@shop/shared';
import type { TFunction } from 'i18next';
import type { LucideIcon } from 'lucide-react';
import {
  BadgeCheck,
  BadgeX,
  CalendarDays,
  CalendarRange,
  Gauge,
  Megaphone,
  Repeat,
  ShoppingBag,
  Tags,
  Ticket,
  UserRoundPlus,
} from 'lucide-react';
import { adminQueryKeys, defineSection } from '@/features/admin-common/index.ts';
import { adminPromotions } from '@/i18n/locales/en/admin-promotions.ts';

/**
 * GET /api/admin/coupons: a page of coupons (10: docs/product-rules.md#events-and-coupons), newest
 * first, and the figures of all. A coupon may be an event's code, and the shop's popup shows the
 * active events' codes, so both read again after a change.
 */
export const couponsSection = defineSection({
  alsoStale: [adminQueryKeys.section('events'), ['events', 'active']],
  fixedQuery: { limit: ADMIN_COUPONS_PAGE_SIZE },
  words: ['admin-promotions', 'coupons'],
  nameOf: (coupon) => coupon.code,
  tiles: [
    ['total', Ticket, 'flame'],
    ['active', BadgeCheck, 'emerald'],
    ['exhausted', Gauge, 'amber'],
    ['inactive', BadgeX, 'charcoal'],
    ['redemptions', Repeat, 'sky'],
  ],
  filters: [
    { kind: 'search', key: 'search' },
    { kind: 'select', key: 'status', choices: COUPON_STATUS_FILTERS },
  ],
  // Refused, with the reason, for a coupon that orders used.
  deletePath: (coupon) => `/admin/coupons/${coupon.id}`,
  deleteNote: (coupon) => coupon.used_count > 0,
  loadFailed: adminPromotions.coupons.fetchFailed,
  from: ['/admin/coupons', adminCouponListQuerySchema, adminCouponListResponseSchema],
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
