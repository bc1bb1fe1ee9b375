import type { EventForm } from '@shop/shared';
import type { EventRow } from './event-view.ts';
import type { EventCouponTerms } from './sync-event-coupon.ts';

/** The coupon terms an event form promises, or null when it names no code. */
export function couponTermsOf(form: EventForm): EventCouponTerms | null {
  if (form.coupon_code === null || form.discount_percentage === null) return null;
  return {
    title: form.title,
    code: form.coupon_code,
    percentage: form.discount_percentage,
    startDate: form.start_date,
    endDate: form.end_date,
    isActive: form.is_active,
  };
}

/** The columns an event form writes. */
export function eventColumnsOf(form: EventForm) {
  return {
    title: form.title,
    description: form.description,
    startDate: form.start_date,
    endDate: form.end_date,
    couponCode: form.coupon_code,
    discountPercentage: form.discount_percentage,
    isActive: form.is_active,
  };
}

/** What the audit log keeps of an event. */
export function eventSnapshot(row: EventRow): Record<string, unknown> {
  return {
    title: row.title,
    startDate: row.startDate.toISOString(),
    endDate: row.endDate.toISOString(),
    couponCode: row.couponCode,
    discountPercentage: row.discountPercentage,
    isActive: row.isActive,
    imageUrl: row.imageUrl,
  };
}
