import type { DbOrTx } from '@shop/db';
import { recordActivity } from '../activity/record-activity.ts';
import { announceOrderingChange } from '../ordering/ordering-changed.ts';

export type OrderingAction =
  | 'ordering.hours_updated'
  | 'ordering.later_orders_updated'
  | 'ordering.paused'
  | 'ordering.resumed'
  | 'special_day.saved'
  | 'special_day.deleted';

/**
 * A change of what the shop's status is read from, in its own transaction: its line of the
 * audit log (docs/product-rules.md#audit-log), and the notice that the live statuses read again.
 */
export async function recordOrderingChange(
  tx: DbOrTx,
  adminId: string,
  action: OrderingAction,
  details: Record<string, unknown>,
  entityId: string = SETTINGS_ENTITY_ID,
): Promise<void> {
  await recordActivity(tx, {
    adminId,
    action,
    entityType: action.startsWith('special_day.') ? 'special_day' : 'ordering_settings',
    entityId,
    details,
  });
  await announceOrderingChange(tx);
}

/** The settings are one row. */
const SETTINGS_ENTITY_ID = '1';
