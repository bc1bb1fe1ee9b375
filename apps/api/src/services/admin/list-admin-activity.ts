import { adminAuditLog, admins, type DbOrTx, recordIdTail } from '@shop/db';
import { and, count, desc, eq, gte, lt, or, type SQL, sql } from '@shop/db/orm';
import {
  type ActivityEntry,
  type ActivityFilters,
  type ActivityList,
  RESTAURANT_TIME_ZONE,
} from '@shop/shared';
import { countedPage, windowCount } from '../paging/counted-page.ts';

/** The instant a Kathmandu calendar day starts, `days` after the given one. */
function dayStart(day: string, days = 0): SQL {
  return sql`((${day}::date + ${days}::int)::timestamp AT TIME ZONE ${RESTAURANT_TIME_ZONE})`;
}

/** An order's number as the screens show it (`#75FB4894`), '#' and letter case aside. */
const ORDER_NUMBER = /^#?([0-9a-f]{8})$/i;

/**
 * The record asked for: its id exactly, or, for text that reads as an order's number, that
 * order (the rows show orders by number: staff type what they see).
 */
function recordIs(entityId: string): SQL | undefined {
  const exactly = eq(adminAuditLog.entityId, entityId);
  const number = ORDER_NUMBER.exec(entityId)?.[1];
  if (!number) return exactly;
  const theOrder = and(
    eq(adminAuditLog.entityType, 'order'),
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
 * GET /api/admin/activity: the audit log newest first, with the admin's name, a page at a
 * time, and the total in the same statement (countedPage); the filters match the log's indexes
 * (created_at, (entity_type, entity_id), an order's number, admin_id).
 */
export async function listAdminActivity(
  db: DbOrTx,
  filters: ActivityFilters,
): Promise<ActivityList> {
  const where = conditionsOf(filters);
  const { rows, pagination } = await countedPage(
    filters,
    (window) =>
      db
        .select({
          id: adminAuditLog.id,
          createdAt: adminAuditLog.createdAt,
          adminId: admins.id,
          adminName: admins.name,
          action: adminAuditLog.action,
          entityType: adminAuditLog.entityType,
          entityId: adminAuditLog.entityId,
          details: adminAuditLog.details,
          total: windowCount,
        })
        .from(adminAuditLog)
        .leftJoin(admins, eq(admins.id, adminAuditLog.adminId))
        .where(where)
        .orderBy(desc(adminAuditLog.createdAt), desc(adminAuditLog.id))
        .limit(window.limit)
        .offset(window.offset),
    async () => (await db.select({ n: count() }).from(adminAuditLog).where(where))[0]?.n ?? 0,
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
