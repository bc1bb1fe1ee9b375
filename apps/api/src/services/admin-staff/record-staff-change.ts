import type { DbOrTx } from '@shop/db';
import type { StaffMember } from '@shop/shared';
import { recordActivity } from '../activity/record-activity.ts';

/**
 * A staff change in the audit log (docs/product-rules.md#audit-log), in the change's transaction.
 * Never the password: only that one was set.
 */
export async function recordStaffChange(
  tx: DbOrTx,
  adminId: string,
  action: 'staff.created' | 'staff.updated' | 'staff.deactivated',
  member: StaffMember,
  details: Record<string, unknown> = {},
): Promise<void> {
  await recordActivity(tx, {
    adminId,
    action,
    entityType: 'staff',
    entityId: member.id,
    details: { name: member.name, email: member.email, role: member.role, ...details },
  });
}
