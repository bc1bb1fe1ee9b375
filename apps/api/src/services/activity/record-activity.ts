import { adminAuditLog, type DbOrTx } from '@shop/db';

/** One line of the audit log (docs/product-rules.md#audit-log): who changed what, and how. */
export interface Activity {
  /** Null for what the system did by itself (the payments' background checks). */
  adminId: string | null;
  /** `<entity>.<what happened>`: `order.deleted`, `customer.checked_in`. */
  action: string;
  entityType: string;
  entityId: string | number;
  /** What changed (`{ from, to }`), or what the record was, so the log still says it after a delete. */
  details: Record<string, unknown>;
}

/**
 * The only writer of the audit log. It runs in the change's own transaction, so a change and its
 * line are saved together or not at all.
 */
export async function recordActivity(tx: DbOrTx, activity: Activity): Promise<void> {
  await tx.insert(adminAuditLog).values({ ...activity, entityId: String(activity.entityId) });
}
