import { type Db, deliveryAreas } from '@shop/db';
import { eq } from '@shop/db/orm';
import { DELIVERY_AREA_MESSAGES, type SuccessResponse } from '@shop/shared';
import { recordActivity } from '../activity/record-activity.ts';
import { readAdminArea } from './area-view.ts';

/** Deletes an area (404 when there is none); the orders delivered there keep its name. */
export async function deleteArea(db: Db, adminId: string, id: number): Promise<SuccessResponse> {
  await db.transaction(async (tx) => {
    const before = await readAdminArea(tx, id);
    // Orders keep the area's name (orders.delivery_area_name); their link is set to null.
    await tx.delete(deliveryAreas).where(eq(deliveryAreas.id, id));
    await recordActivity(tx, {
      adminId,
      action: 'delivery_area.deleted',
      entityType: 'delivery_area',
      entityId: id,
      details: { before },
    });
  });
  return { success: true, message: DELIVERY_AREA_MESSAGES.deleted };
}
