import { type DbOrTx, events } from '@shop/db';
import { and, count, desc, eq, gt, gte, ilike, lt, lte, or, type SQL, sql } from '@shop/db/orm';
import type { AdminEventListQuery, AdminEventListResponse, EventStatusFilter } from '@shop/shared';
import { containsPattern } from '../../lib/contains-pattern.ts';
import { countedPage, windowCount } from '../paging/counted-page.ts';
import { adminEventView } from './event-view.ts';

/** The SQL of each derived status (packages/shared eventStatus), at `now`. */
function statusCondition(status: EventStatusFilter, now: Date): SQL | undefined {
  switch (status) {
    case 'all':
      return undefined;
    case 'inactive':
      return eq(events.isActive, false);
    case 'upcoming':
      return and(eq(events.isActive, true), gt(events.startDate, now));
    case 'expired':
      return and(eq(events.isActive, true), lt(events.endDate, now));
    case 'active':
      return and(eq(events.isActive, true), lte(events.startDate, now), gte(events.endDate, now));
  }
}

function filtersOf(query: AdminEventListQuery, now: Date): SQL | undefined {
  const conditions = [statusCondition(query.status, now)];
  if (query.search) {
    const pattern = containsPattern(query.search);
    conditions.push(
      or(
        ilike(events.title, pattern),
        ilike(events.description, pattern),
        ilike(events.couponCode, pattern),
      ),
    );
  }
  return and(...conditions);
}

/**
 * The back office's events, newest first, a page at a time, with the totals of the stat cards
 * (every event, and those running now) whatever the filters.
 */
export async function listAdminEvents(
  db: DbOrTx,
  query: AdminEventListQuery,
  now = new Date(),
): Promise<AdminEventListResponse> {
  const where = filtersOf(query, now);
  const running = statusCondition('active', now);
  const { rows, pagination } = await countedPage(
    query,
    (window) =>
      db
        .select({ event: events, total: windowCount })
        .from(events)
        .where(where)
        .orderBy(desc(events.createdAt), desc(events.id))
        .limit(window.limit)
        .offset(window.offset),
    async () => (await db.select({ n: count() }).from(events).where(where))[0]?.n ?? 0,
  );
  const [counts] = await db
    .select({
      total: sql<number>`count(*)::int`,
      active: sql<number>`count(*) FILTER (WHERE ${running})::int`,
    })
    .from(events);
  return {
    data: rows.map((row) => adminEventView(row.event, now)),
    pagination,
    stats: { total: counts?.total ?? 0, active: counts?.active ?? 0 },
  };
}
