import { adminAuditLog, admins, type DbOrTx } from '@shop/db';
import { asc } from '@shop/db/orm';
import type { ActivityFilterOptions } from '@shop/shared';

/**
 * GET /api/admin/activity/filters: every admin, and the actions and record types the log holds.
 * The kinds come from the log itself, so a change another section starts writing shows up
 * without a list to maintain. The log has no index on action: one grouped pass over it, which
 * at a restaurant's pace (every admin change, thousands a month) stays a few milliseconds.
 */
export async function listActivityFilterOptions(db: DbOrTx): Promise<ActivityFilterOptions> {
  const [people, kinds] = await Promise.all([
    db.select({ id: admins.id, name: admins.name }).from(admins).orderBy(asc(admins.name)),
    db
      .selectDistinct({ action: adminAuditLog.action, entityType: adminAuditLog.entityType })
      .from(adminAuditLog),
  ]);
  const sorted = (values: string[]) => [...new Set(values)].sort();
  return {
    admins: people,
    actions: sorted(kinds.map((kind) => kind.action)),
    entityTypes: sorted(kinds.map((kind) => kind.entityType)),
  };
}
