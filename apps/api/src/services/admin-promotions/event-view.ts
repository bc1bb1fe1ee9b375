import { type DbOrTx, events } from '@shop/db';
import { eq } from '@shop/db/orm';
import { type AdminEvent, eventStatus, PROMOTION_MESSAGES } from '@shop/shared';
import { AppError } from '../../lib/app-error.ts';
import { uploadUrl } from '../../lib/uploads.ts';

export type EventRow = typeof events.$inferSelect;

/** An event as the back office reads it, with its status at `now`. */
export function adminEventView(row: EventRow, now: Date): AdminEvent {
  return {
    id: row.id,
    title: row.title,
    description: row.description,
    image_url: row.imageUrl ? uploadUrl(row.imageUrl) : null,
    start_date: row.startDate.toISOString(),
    end_date: row.endDate.toISOString(),
    coupon_code: row.couponCode,
    discount_percentage: row.discountPercentage,
    is_active: row.isActive,
    status: eventStatus(row, now),
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}

export function eventNotFound(): AppError {
  return new AppError('NOT_FOUND', PROMOTION_MESSAGES.eventNotFound);
}

/** The event of an id, locked for the rest of the transaction when asked; 404 otherwise. */
export async function findEventRow(
  db: DbOrTx,
  id: number,
  options: { lock?: boolean } = {},
): Promise<EventRow> {
  const query = db.select().from(events).where(eq(events.id, id));
  const [row] = options.lock ? await query.for('update') : await query;
  if (!row) throw eventNotFound();
  return row;
}
