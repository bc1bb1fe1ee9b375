import { type Db, events } from '@shop/db';
import { eq } from '@shop/db/orm';
import { PROMOTION_MESSAGES, type SuccessResponse } from '@shop/shared';
import type { FileStore } from '@shop/storage';
import { eventSnapshot } from './event-changes.ts';
import { removeEventImage } from './event-image.ts';
import { findEventRow } from './event-view.ts';
import { recordPromotionChange } from './record-promotion-change.ts';
import { deactivateEventCoupon } from './sync-event-coupon.ts';

/**
 * Deletes an event for good, with its picture. Its coupon is switched off, not deleted: orders
 * that used the code keep pointing at it (and the admin may switch it on again).
 */
export async function deleteEvent(
  db: Db,
  adminId: string,
  id: number,
  files: FileStore,
): Promise<SuccessResponse> {
  const deleted = await db.transaction(async (tx) => {
    const row = await findEventRow(tx, id, { lock: true });
    await tx.delete(events).where(eq(events.id, id));
    if (row.couponCode) await deactivateEventCoupon(tx, adminId, row.couponCode, id);
    await recordPromotionChange(tx, adminId, 'event.deleted', id, eventSnapshot(row));
    return row;
  });
  await removeEventImage(files, deleted.imageUrl);
  return { success: true, message: PROMOTION_MESSAGES.eventDeleted };
}
