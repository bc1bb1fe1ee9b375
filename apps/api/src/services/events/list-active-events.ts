import { type DbOrTx, events } from '@shop/db';
import { and, asc, eq, gte, lte } from '@shop/db/orm';
import type { PublicEvent } from '@shop/shared';
import { uploadUrl } from '../../lib/uploads.ts';

/** Active events running at `now` (start and end included), the soonest to end first. */
export async function listActiveEvents(db: DbOrTx, now = new Date()): Promise<PublicEvent[]> {
  const rows = await db
    .select()
    .from(events)
    .where(and(eq(events.isActive, true), lte(events.startDate, now), gte(events.endDate, now)))
    .orderBy(asc(events.endDate), asc(events.id));
  return rows.map((row) => ({
    id: row.id,
    title: row.title,
    description: row.description,
    image_url: row.imageUrl ? uploadUrl(row.imageUrl) : null,
    start_date: row.startDate.toISOString(),
    end_date: row.endDate.toISOString(),
    coupon_code: row.couponCode,
    discount_percentage: row.discountPercentage,
  }));
}
