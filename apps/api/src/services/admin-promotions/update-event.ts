import { type Db, events } from '@shop/db';
import { eq } from '@shop/db/orm';
import { type AdminEventSaved, PROMOTION_MESSAGES } from '@shop/shared';
import type { FileStore } from '@shop/storage';
import type { EventWrite } from './create-event.ts';
import { couponTermsOf, eventColumnsOf, eventSnapshot } from './event-changes.ts';
import { removeEventImage, storeEventImage } from './event-image.ts';
import { adminEventView, findEventRow } from './event-view.ts';
import { recordPromotionChange } from './record-promotion-change.ts';
import { deactivateEventCoupon, recordEventCoupon, syncEventCoupon } from './sync-event-coupon.ts';

/**
 * Replaces an event's fields (and its picture, when a new one is sent). Its code's coupon
 * follows the event (docs/product-rules.md#coupons); a code it no longer names is switched off. A
 * replaced picture is deleted once the change is committed.
 */
export async function updateEvent(
  db: Db,
  adminId: string,
  id: number,
  { form, images }: EventWrite,
  files: FileStore,
): Promise<AdminEventSaved> {
  const newImage = await storeEventImage(images, files);
  let result: { before: typeof events.$inferSelect; after: typeof events.$inferSelect };
  try {
    result = await db.transaction(async (tx) => {
      const before = await findEventRow(tx, id, { lock: true });
      const terms = couponTermsOf(form);
      const coupon = terms ? await syncEventCoupon(tx, terms, id) : null;
      const [after] = await tx
        .update(events)
        .set({ ...eventColumnsOf(form), imageUrl: newImage ?? before.imageUrl })
        .where(eq(events.id, id))
        .returning();
      if (!after) throw new Error('the event was not written');
      if (before.couponCode && before.couponCode !== after.couponCode) {
        await deactivateEventCoupon(tx, adminId, before.couponCode, id);
      }
      if (terms && coupon) await recordEventCoupon(tx, adminId, id, coupon, terms);
      await recordPromotionChange(tx, adminId, 'event.updated', id, {
        before: eventSnapshot(before),
        after: eventSnapshot(after),
      });
      return { before, after };
    });
  } catch (error) {
    await removeEventImage(files, newImage);
    throw error;
  }
  if (newImage) await removeEventImage(files, result.before.imageUrl);
  return {
    success: true,
    message: PROMOTION_MESSAGES.eventUpdated,
    data: adminEventView(result.after, new Date()),
  };
}
