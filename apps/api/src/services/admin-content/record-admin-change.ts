import type { DbOrTx } from '@shop/db';
import { recordActivity } from '../activity/record-activity.ts';

export interface AdminChange {
  /** `<entity>.<what happened>`, as the other sections write it (`order.deleted`). */
  action: string;
  entityType: 'gallery' | 'contact' | 'feedback';
  entityId: number;
  /** What the record was or became, so the log still says it after a delete. */
  details: Record<string, unknown>;
}

/**
 * One line of the audit log (docs/product-rules.md#audit-log), written in the transaction of the
 * change.
 */
export async function recordAdminChange(
  tx: DbOrTx,
  adminId: string,
  change: AdminChange,
): Promise<void> {
  await recordActivity(tx, {
    adminId,
    action: change.action,
    entityType: change.entityType,
    entityId: String(change.entityId),
    details: change.details,
  });
}
