import { type DbOrTx, orders } from '@shop/db';
import { and, desc, eq, gte, lt, type SQL, sql } from '@shop/db/orm';
import type { OrderHistoryQuery, OrderListResponse } from '@shop/shared';
import { restaurantDayEnd, restaurantMidnight, toNrs } from '@shop/shared';
import { orderViews } from './order-view.ts';
import { deliveredOrderCount, deliveredSpentPaisa } from './spending.ts';

/**
 * The caller's orders, newest first, a page at a time, optionally filtered by status and by the
 * Kathmandu days they were placed on (both days included), with the customer's totals.
 */
export async function listOwnOrders(
  db: DbOrTx,
  customerId: string,
  query: Partial<Omit<OrderHistoryQuery, 'page' | 'limit'>> & { page: number; limit: number },
): Promise<OrderListResponse> {
  const conditions: SQL[] = [eq(orders.customerId, customerId)];
  if (query.status) conditions.push(eq(orders.status, query.status));
  if (query.startDate) {
    conditions.push(gte(orders.createdAt, restaurantMidnight(query.startDate)));
  }
  if (query.endDate) {
    conditions.push(lt(orders.createdAt, restaurantDayEnd(query.endDate)));
  }
  const where = and(...conditions);
  const [rows, [counts]] = await Promise.all([
    db
      .select()
      .from(orders)
      .where(where)
      .orderBy(desc(orders.createdAt), desc(orders.id))
      .limit(query.limit)
      .offset((query.page - 1) * query.limit),
    db
      .select({
        total: sql<number>`count(*) FILTER (WHERE ${where})::int`,
        spentPaisa: deliveredSpentPaisa,
        delivered: deliveredOrderCount,
      })
      .from(orders)
      .where(eq(orders.customerId, customerId)),
  ]);
  const total = counts?.total ?? 0;
  return {
    orders: await orderViews(db, rows),
    totalSpent: toNrs(counts?.spentPaisa ?? 0),
    completedCount: counts?.delivered ?? 0,
    pagination: {
      page: query.page,
      limit: query.limit,
      total,
      pages: Math.ceil(total / query.limit),
    },
  };
}
