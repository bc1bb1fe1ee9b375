import { activityDayDeltas, activityDayTotals } from '@shop/db';
import { sql } from '@shop/db/orm';

/**
 * The activity log counted per Kathmandu day, staff member, action and kind of record: the
 * rollup's totals and its pending deltas together (migration 0025), exact at every moment. Its
 * columns: day, admin_key (the staff member's id as text, '' once deleted), action,
 * entity_type, entries.
 */
export const activityGroups = sql`(
  SELECT day, admin_key, action, entity_type, entries FROM ${activityDayTotals}
  UNION ALL
  SELECT day, admin_key, action, entity_type, entries FROM ${activityDayDeltas}
) AS groups`;
