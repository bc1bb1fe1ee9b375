import type { Tx } from '../database.ts';
import { couponCategories, coupons, events } from '../schema/index.ts';
import { addDays } from './calendar.ts';
import { idOf, insertInChunks } from './insert.ts';
import { eventImagePath } from './pictures.ts';
import type { DemoPlan } from './plan.ts';

/** Inserts the coupons with their use counts and categories; returns their ids by code. */
export async function writeCoupons(
  tx: Tx,
  plan: DemoPlan,
  categoryIds: ReadonlyMap<string, number>,
): Promise<Map<string, number>> {
  const rows = await tx
    .insert(coupons)
    .values(
      plan.coupons.map((coupon) => {
        const usedCount = plan.usesByCoupon.get(coupon.code) ?? 0;
        return {
          code: coupon.code,
          description: coupon.description,
          discountType: coupon.discountType,
          percentOff: coupon.percentOff ?? null,
          amountOffPaisa: coupon.amountOffPaisa ?? null,
          buyQuantity: coupon.buyQuantity ?? null,
          usageLimit:
            coupon.usageLimit === 'exhausted' ? Math.max(usedCount, 1) : coupon.usageLimit,
          usedCount,
          minOrderPaisa: coupon.minOrderPaisa,
          firstOrderOnly: coupon.firstOrderOnly,
          validWeekdays: coupon.validWeekdays,
          startsAt: coupon.startsAt,
          endsAt: coupon.endsAt,
          isActive: coupon.isActive,
          createdAt: coupon.createdAt,
          updatedAt: coupon.createdAt,
        };
      }),
    )
    .returning({ id: coupons.id, code: coupons.code });
  const ids = new Map(rows.map((row) => [row.code, row.id]));
  const links = plan.coupons.flatMap((coupon) =>
    coupon.categories.map((name) => ({
      couponId: idOf(ids, coupon.code),
      categoryId: idOf(categoryIds, name),
    })),
  );
  await insertInChunks(tx, couponCategories, links);
  return ids;
}

export async function writeEvents(tx: Tx, plan: DemoPlan): Promise<void> {
  const rows = plan.events.map((event) => {
    const createdAt = addDays(event.startDate, -10);
    return {
      title: event.title,
      description: event.description,
      imageUrl: eventImagePath(event),
      startDate: event.startDate,
      endDate: event.endDate,
      couponCode: event.couponCode,
      discountPercentage: event.discountPercentage,
      createdAt,
      updatedAt: createdAt,
    };
  });
  await insertInChunks(tx, events, rows);
}
