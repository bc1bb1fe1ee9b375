import type { DbOrTx } from '@shop/db';
import { recordActivity } from '../activity/record-activity.ts';

export type PromotionAction =
  | 'event.created'
  | 'event.updated'
  | 'event.deleted'
  | 'coupon.created'
  | 'coupon.updated'
  | 'coupon.deactivated'
  | 'coupon.deleted';

/**
 * One line of the audit log (docs/product-rules.md#audit-log), written in the transaction of the
 * change.
 */
export async function recordPromotionChange(
  tx: DbOrTx,
  adminId: string,
  action: PromotionAction,
  entityId: number,
  details: Record<string, unknown>,
): Promise<void> {
  await recordActivity(tx, {
    adminId,
    action,
    entityType: action.startsWith('event.') ? 'event' : 'coupon',
    entityId: String(entityId),
    details,
  });
}
