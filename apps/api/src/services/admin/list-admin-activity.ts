import { adminAuditLog, admins, type DbOrTx, isOrderEntry, recordIdTail } from '@shop/db';
import { and, count, desc, eq, gte, lt, or, type SQL, sql } from '@shop/db/orm';
import {
  type ActivityEntry,
  type ActivityFilters,
  type ActivityList,
  RESTAURANT_TIME_ZONE,
} from '@shop/shared';
import { activityDays, tidyRollup } from '../analytics/rollup.ts';
import { numberOf, rowsOf } from '../analytics/rows.ts';
import { countedPage, windowCount } from '../paging/counted-page.ts';
import { readPageByIds } from '../paging/page-by-ids.ts';

/** The instant a Kathmandu calendar day starts, `days` after the given one. */
function dayStart(day: string, days = 0): SQL {
  return sql`((${day}::date + ${days}::int)::timestamp AT TIME ZONE ${RESTAURANT_TIME_ZONE})`;
}

/** An order's number as the screens show it (`#75FB4894`), '#' and letter case aside. */
const ORDER_NUMBER = /^#?([0-9a-f]{8})$/i;

/**
 * The record asked for: its id exactly, or, for text that reads as an order's number, that
 * order (the rows show orders by number: staff type what they see). Two orders whose ids end
 * alike share a number: it finds both, and a click on a row's number narrows to its whole id.
 */
function recordIs(entityId: string): SQL | undefined {
  const exactly = eq(adminAuditLog.entityId, entityId);
  const number = ORDER_NUMBER.exec(entityId)?.[1];
  if (!number) return exactly;
  // Written as the partial index's predicate is (a literal), so that any plan can use it.
  const theOrder = and(
    isOrderEntry(adminAuditLog.entityType),
    eq(recordIdTail(adminAuditLog.entityId), number.toLowerCase()),
  );
  return or(exactly, theOrder);
}

function conditionsOf(filters: ActivityFilters): SQL | undefined {
  const conditions: SQL[] = [];
  if (filters.adminId) conditions.push(eq(adminAuditLog.adminId, filters.adminId));
  if (filters.action) conditions.push(eq(adminAuditLog.action, filters.action));
  if (filters.entityType) conditions.push(eq(adminAuditLog.entityType, filters.entityType));
  const record = filters.entityId && recordIs(filters.entityId);
  if (record) conditions.push(record);
  if (filters.from) conditions.push(gte(adminAuditLog.createdAt, dayStart(filters.from)));
  if (filters.to) conditions.push(lt(adminAuditLog.createdAt, dayStart(filters.to, 1)));
  return conditions.length > 0 ? and(...conditions) : undefined;
}

/** Details are JSON objects as every change writes them; anything else is wrapped, not lost. */
function detailsOf(details: unknown): ActivityEntry['details'] {
  if (details === null || details === undefined) return null;
  if (typeof details === 'object' && !Array.isArray(details)) {
    return details as Record<string, unknown>;
  }
  return { value: details };
}

/**
 * The total of every filter but a record's id, from the rollup (its totals and pending deltas):
 * the log grows with every order, and a sum of its per-day groups is exact without reading it.
 */
function rollupTotal(filters: ActivityFilters): SQL<number> {
  const kept = [
    // The rollup keeps the id as text, lower-cased; the API takes it in either case.
    filters.adminId ? sql`admin_key = ${filters.adminId.toLowerCase()}` : undefined,
    filters.action ? sql`action = ${filters.action}` : undefined,
    filters.entityType ? sql`entity_type = ${filters.entityType}` : undefined,
    filters.from ? sql`day >= ${filters.from}::date` : undefined,
    filters.to ? sql`day <= ${filters.to}::date` : undefined,
  ];
  return sql<number>`(SELECT coalesce(sum(entries), 0)::int FROM ${activityDays} AS days
    WHERE ${and(sql`true`, ...kept)})`.mapWith(Number);
}

/**
 * At most this many matches of two filters or more are gathered (each filter's index read as a
 * bitmap, the bitmaps ANDed, the matches sorted) rather than found by walking one filter's index
 * newest first and checking the others on each entry: a staff member's changes of a kind they
 * rarely touch would walk all their entries.
 */
const GATHER_MOST = 5_000;

/** How the page's total is had: counted with the matches, or the rollup's sum. */
async function totalOf(db: DbOrTx, filters: ActivityFilters): Promise<SQL<number>> {
  if (filters.entityId) return windowCount;
  const rollup = rollupTotal(filters);
  const kinds = [filters.adminId, filters.action, filters.entityType].filter(Boolean).length;
  if (kinds < 2) return rollup;
  const matches = numberOf((await rowsOf<{ n: string }>(db, sql`SELECT ${rollup} AS n`))[0]?.n);
  // Already summed: the page carries the figure rather than summing the rollup again.
  return matches <= GATHER_MOST ? windowCount : sql<number>`${matches}::int`.mapWith(Number);
}

/**
 * GET /api/admin/activity: the log newest first, with the staff member's name, a page at a time
 * (its ids read first, in the order of the filter's index: readPageByIds) with the total in the
 * same statement: counted with the matches for a record's few entries (or a few matches of
 * several filters), else from the rollup.
 */
export async function listAdminActivity(
  db: DbOrTx,
  filters: ActivityFilters,
): Promise<ActivityList> {
  await tidyRollup(db);
  const where = conditionsOf(filters);
  const total = await totalOf(db, filters);
  const { rows, pagination } = await countedPage(
    filters,
    (window) =>
      readPageByIds(
        db,
        {
          table: adminAuditLog,
          id: adminAuditLog.id,
          columns: {
            id: adminAuditLog.id,
            createdAt: adminAuditLog.createdAt,
            adminId: adminAuditLog.adminId,
            adminName: sql<
              string | null
            >`(SELECT ${admins.name} FROM ${admins} WHERE ${admins.id} = ${adminAuditLog.adminId})`,
            action: adminAuditLog.action,
            entityType: adminAuditLog.entityType,
            entityId: adminAuditLog.entityId,
            details: adminAuditLog.details,
          },
        },
        { where, orderBy: [desc(adminAuditLog.createdAt), desc(adminAuditLog.id)], total },
        window,
      ),
    async () => {
      if (total !== windowCount)
        return numberOf((await rowsOf<{ n: string }>(db, sql`SELECT ${total} AS n`))[0]?.n);
      return (await db.select({ n: count() }).from(adminAuditLog).where(where))[0]?.n ?? 0;
    },
  );
  return {
    entries: rows.map((row) => ({
      id: row.id,
      at: row.createdAt.toISOString(),
      admin: row.adminId && row.adminName ? { id: row.adminId, name: row.adminName } : null,
      action: row.action,
      entityType: row.entityType,
      entityId: row.entityId,
      details: detailsOf(row.details),
    })),
    pagination,
  };
}
