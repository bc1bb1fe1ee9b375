import { coupons, type DbOrTx, events } from '@shop/db';
import { and, eq, ne, sql } from '@shop/db/orm';
import { EVENT_COUPON_USAGE_LIMIT, PROMO_OFFERS, PROMOTION_MESSAGES } from '@shop/shared';
import { AppError } from '../../lib/app-error.ts';
import { recordPromotionChange } from './record-promotion-change.ts';

/** What an event promises about its code (docs/product-rules.md#coupons). */
export interface EventCouponTerms {
  title: string;
  code: string;
  percentage: number;
  startDate: Date;
  endDate: Date;
  isActive: boolean;
}

export interface EventCouponSync {
  couponId: number;
  created: boolean;
}

const PROMO_CODES: ReadonlySet<string> = new Set(PROMO_OFFERS.map((offer) => offer.code));

/**
 * Makes the coupon of an event's code do what the event advertises: a percentage off, valid
 * from the event's start to its end, active with the event. The coupon is created when the code
 * is new and updated otherwise; its usage limit, use count and other conditions stay. A code
 * belongs to one event at most, and the promo banner's codes to none (they must keep working
 * after any event ends). Call before the event row is written: the event references the code.
 */
export async function syncEventCoupon(
  tx: DbOrTx,
  terms: EventCouponTerms,
  eventId: number | null,
): Promise<EventCouponSync> {
  if (PROMO_CODES.has(terms.code)) {
    throw new AppError('CONFLICT', PROMOTION_MESSAGES.promoBannerCode(terms.code));
  }
  const effect = {
    description: `${terms.title}: ${terms.percentage}% off`,
    discountType: 'percentage',
    percentOff: terms.percentage,
    amountOffPaisa: null,
    buyQuantity: null,
    startsAt: terms.startDate,
    endsAt: terms.endDate,
    isActive: terms.isActive,
  };
  // The upsert locks the coupon's row, so two events cannot claim one code at once.
  const [row] = await tx
    .insert(coupons)
    .values({ code: terms.code, usageLimit: EVENT_COUPON_USAGE_LIMIT, ...effect })
    .onConflictDoUpdate({ target: coupons.code, set: { ...effect, updatedAt: new Date() } })
    .returning({ id: coupons.id, created: sql<boolean>`(xmax = 0)` });
  if (!row) throw new Error('the event coupon was not written');
  const [other] = await tx
    .select({ title: events.title })
    .from(events)
    .where(
      and(eq(events.couponCode, terms.code), eventId === null ? undefined : ne(events.id, eventId)),
    )
    .limit(1);
  if (other) {
    throw new AppError('CONFLICT', PROMOTION_MESSAGES.codeOfOtherEvent(terms.code, other.title));
  }
  return { couponId: row.id, created: row.created };
}

/** The audit line of a coupon an event created or updated. */
export function recordEventCoupon(
  tx: DbOrTx,
  adminId: string,
  eventId: number,
  sync: EventCouponSync,
  terms: EventCouponTerms,
): Promise<void> {
  return recordPromotionChange(
    tx,
    adminId,
    sync.created ? 'coupon.created' : 'coupon.updated',
    sync.couponId,
    {
      byEvent: eventId,
      code: terms.code,
      discountType: 'percentage',
      percentOff: terms.percentage,
      startsAt: terms.startDate.toISOString(),
      endsAt: terms.endDate.toISOString(),
      isActive: terms.isActive,
    },
  );
}

/**
 * Switches off the coupon an event no longer advertises (its code was removed or changed, or
 * the event was deleted). The coupon stays, so orders that used it keep their history.
 */
export async function deactivateEventCoupon(
  tx: DbOrTx,
  adminId: string,
  code: string,
  eventId: number,
): Promise<void> {
  const [row] = await tx
    .update(coupons)
    .set({ isActive: false })
    .where(and(eq(coupons.code, code), eq(coupons.isActive, true)))
    .returning({ id: coupons.id });
  if (!row) return;
  await recordPromotionChange(tx, adminId, 'coupon.deactivated', row.id, {
    byEvent: eventId,
    code,
  });
}
