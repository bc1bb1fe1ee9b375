import { type Db, events } from '@shop/db';
import { type AdminEventSaved, type EventForm, PROMOTION_MESSAGES } from '@shop/shared';
import type { FileStore } from '@shop/storage';
import { couponTermsOf, eventColumnsOf, eventSnapshot } from './event-changes.ts';
import { type EventImageUpload, removeEventImage, storeEventImage } from './event-image.ts';
import { adminEventView } from './event-view.ts';
import { recordPromotionChange } from './record-promotion-change.ts';
import { recordEventCoupon, syncEventCoupon } from './sync-event-coupon.ts';

export interface EventWrite {
  form: EventForm;
  images: readonly EventImageUpload[];
}

/**
 * Creates an event with its picture and, when it names a code, the coupon that code promises
 * (docs/product-rules.md#coupons), in one transaction. The picture is stored first; if anything
 * fails, it is removed and nothing is kept.
 */
export async function createEvent(
  db: Db,
  adminId: string,
  { form, images }: EventWrite,
  files: FileStore,
): Promise<AdminEventSaved> {
  const imageUrl = await storeEventImage(images, files);
  try {
    const row = await db.transaction(async (tx) => {
      const terms = couponTermsOf(form);
      const coupon = terms ? await syncEventCoupon(tx, terms, null) : null;
      const [event] = await tx
        .insert(events)
        .values({ ...eventColumnsOf(form), imageUrl })
        .returning();
      if (!event) throw new Error('the event was not written');
      if (terms && coupon) await recordEventCoupon(tx, adminId, event.id, coupon, terms);
      await recordPromotionChange(tx, adminId, 'event.created', event.id, eventSnapshot(event));
      return event;
    });
    return {
      success: true,
      message: PROMOTION_MESSAGES.eventCreated,
      data: adminEventView(row, new Date()),
    };
  } catch (error) {
    await removeEventImage(files, imageUrl);
    throw error;
  }
}
