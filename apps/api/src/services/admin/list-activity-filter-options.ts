import { admins, type DbOrTx } from '@shop/db';
import { asc, sql } from '@shop/db/orm';
import type { ActivityFilterOptions } from '@shop/shared';
import { activityDays } from '../analytics/rollup.ts';

/**
 * GET /api/admin/activity/filters: every admin, and the actions and record types the log holds.
 * The kinds come from the log itself (its rollup, a few rows a day rather than an entry per
 * change), so a change another section starts writing shows up without a list to maintain.
 */
export async function listActivityFilterOptions(db: DbOrTx): Promise<ActivityFilterOptions> {
  const [people, kinds] = await Promise.all([
    db.select({ id: admins.id, name: admins.name }).from(admins).orderBy(asc(admins.name)),
    db
      .select({ action: sql<string>`action`, entityType: sql<string>`entity_type` })
      .from(sql`${activityDays} AS days`)
      .groupBy(sql`action, entity_type`)
      .having(sql`sum(entries) > 0`),
  ]);
  const sorted = (values: string[]) => [...new Set(values)].sort();
  return {
    admins: people,
    actions: sorted(kinds.map((kind) => kind.action)),
    entityTypes: sorted(kinds.map((kind) => kind.entityType)),
  };
}
