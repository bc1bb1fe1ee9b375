import type { DbOrTx } from '@shop/db';
import { recordActivity } from '../activity/record-activity.ts';

export type MenuEntity = 'category' | 'meal';

/** One line of the audit log for a menu change, written in the change's own transaction. */
export async function recordMenuChange(
  tx: DbOrTx,
  change: {
    adminId: string;
    entity: MenuEntity;
    entityId: number;
    action: 'created' | 'updated' | 'activated' | 'deactivated' | 'deleted';
    details: Record<string, unknown>;
  },
): Promise<void> {
  await recordActivity(tx, {
    adminId: change.adminId,
    action: `${change.entity}.${change.action}`,
    entityType: change.entity,
    entityId: String(change.entityId),
    details: change.details,
  });
}
