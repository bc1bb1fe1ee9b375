import { type Db, optionGroups } from '@shop/db';
import { eq } from '@shop/db/orm';
import { OPTION_MESSAGES, type SuccessResponse } from '@shop/shared';
import { recordActivity } from '../activity/record-activity.ts';
import { readAdminOptionGroup } from './option-group-view.ts';

/**
 * Deletes a group (404 when there is none): its choices and its place on meals go with it.
 * Orders keep the choices made as they were (their lines hold copies).
 */
export async function deleteOptionGroup(
  db: Db,
  adminId: string,
  id: number,
): Promise<SuccessResponse> {
  await db.transaction(async (tx) => {
    const before = await readAdminOptionGroup(tx, id);
    await tx.delete(optionGroups).where(eq(optionGroups.id, id));
    await recordActivity(tx, {
      adminId,
      action: 'option_group.deleted',
      entityType: 'option_group',
      entityId: id,
      details: { before },
    });
  });
  return { success: true, message: OPTION_MESSAGES.deleted };
}
