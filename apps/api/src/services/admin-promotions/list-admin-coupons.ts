import { coupons, type DbOrTx } from '@shop/db';
import { and, desc, eq, gte, ilike, lt, or, type SQL, sql } from '@shop/db/orm';
import type {
  AdminCouponListQuery,
  AdminCouponListResponse,
  CouponStatusFilter,
} from '@shop/shared';
import { containsPattern } from '../../lib/contains-pattern.ts';
import { countedPage, windowCount } from '../paging/counted-page.ts';
import { adminCouponView, couponExtras } from './coupon-view.ts';

/** The SQL of each derived status (packages/shared couponStatus). */
function statusCondition(status: CouponStatusFilter): SQL | undefined {
  switch (status) {
    case 'all':
      return undefined;
    case 'inactive':
      return eq(coupons.isActive, false);
    case 'exhausted':
      return and(eq(coupons.isActive, true), gte(coupons.usedCount, coupons.usageLimit));
    case 'active':
      return and(eq(coupons.isActive, true), lt(coupons.usedCount, coupons.usageLimit));
  }
}

function filtersOf(query: AdminCouponListQuery): SQL | undefined {
  const conditions = [statusCondition(query.status)];
  if (query.search) {
    const pattern = containsPattern(query.search);
    conditions.push(or(ilike(coupons.code, pattern), ilike(coupons.description, pattern)));
  }
  return and(...conditions);
}

const countWhere = (condition: SQL | undefined) =>
  condition ? sql<number>`count(*) FILTER (WHERE ${condition})::int` : sql<number>`count(*)::int`;

/**
 * The back office's coupons, newest first, a page at a time (10 by default:
 * docs/product-rules.md#events-and-coupons), with the stat cards' counts over every coupon whatever
 * the filters.
 */
export async function listAdminCoupons(
  db: DbOrTx,
  query: AdminCouponListQuery,
): Promise<AdminCouponListResponse> {
  const where = filtersOf(query);
  const { rows, pagination } = await countedPage(
    query,
    (window) =>
      db
        .select({ coupon: coupons, ...couponExtras, total: windowCount })
        .from(coupons)
        .where(where)
        .orderBy(desc(coupons.createdAt), desc(coupons.id))
        .limit(window.limit)
        .offset(window.offset),
    async () => (await db.select({ n: countWhere(where) }).from(coupons))[0]?.n ?? 0,
  );
  const [counts] = await db
    .select({
      total: countWhere(undefined),
      active: countWhere(statusCondition('active')),
      inactive: countWhere(statusCondition('inactive')),
      exhausted: countWhere(statusCondition('exhausted')),
      redemptions: sql<number>`coalesce(sum(${coupons.usedCount}), 0)::int`,
    })
    .from(coupons);
  return {
    data: rows.map(adminCouponView),
    pagination,
    stats: {
      total: counts?.total ?? 0,
      active: counts?.active ?? 0,
      inactive: counts?.inactive ?? 0,
      exhausted: counts?.exhausted ?? 0,
      redemptions: counts?.redemptions ?? 0,
    },
  };
}
