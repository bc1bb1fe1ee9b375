import { customers, type DbOrTx, orders } from '@shop/db';
import { eq, sql } from '@shop/db/orm';
import { type AdminCustomerDetail, ORDER_STATUSES, type OrderStatus, toNrs } from '@shop/shared';
import { deliveredOrderCount, deliveredSpentPaisa } from '../orders/spending.ts';
import {
  adminCustomerColumns,
  customerNotFound,
  isCustomerId,
  toAdminCustomer,
} from './customer-view.ts';

/**
 * One customer for the details modal: personal and address information, and their order and
 * spending figures from one aggregate over their orders.
 */
export async function getCustomer(db: DbOrTx, id: string): Promise<AdminCustomerDetail> {
  if (!isCustomerId(id)) throw customerNotFound();
  const [row] = await db
    .select({
      ...adminCustomerColumns,
      firstName: customers.firstName,
      lastName: customers.lastName,
      hasAccount: sql<boolean>`${customers.passwordHash} is not null`,
      subscribeNewsletter: customers.subscribeNewsletter,
      lastVisitAt: customers.lastVisitAt,
    })
    .from(customers)
    .where(eq(customers.id, id));
  if (!row) throw customerNotFound();
  const byStatus = await db
    .select({
      status: orders.status,
      count: sql<number>`count(*)`.mapWith(Number),
      deliveredPaisa: deliveredSpentPaisa,
      delivered: deliveredOrderCount,
      first: sql<Date>`min(${orders.createdAt})`.mapWith(orders.createdAt),
      last: sql<Date>`max(${orders.createdAt})`.mapWith(orders.createdAt),
    })
    .from(orders)
    .where(eq(orders.customerId, id))
    .groupBy(orders.status);
  const counts = Object.fromEntries(ORDER_STATUSES.map((status) => [status, 0])) as Record<
    OrderStatus,
    number
  >;
  let deliveredPaisa = 0;
  let delivered = 0;
  const times: Date[] = [];
  for (const group of byStatus) {
    counts[group.status as OrderStatus] = group.count;
    deliveredPaisa += group.deliveredPaisa;
    delivered += group.delivered;
    times.push(group.first, group.last);
  }
  const sorted = times.sort((a, b) => a.getTime() - b.getTime());
  return {
    ...toAdminCustomer(row),
    firstName: row.firstName,
    lastName: row.lastName,
    hasAccount: row.hasAccount,
    subscribeNewsletter: row.subscribeNewsletter,
    lastVisitAt: row.lastVisitAt?.toISOString() ?? null,
    orders: {
      byStatus: counts,
      deliveredAmount: toNrs(deliveredPaisa),
      averageOrderValue: delivered ? toNrs(Math.round(deliveredPaisa / delivered)) : 0,
      firstOrderAt: sorted[0]?.toISOString() ?? null,
      lastOrderAt: sorted.at(-1)?.toISOString() ?? null,
    },
  };
}
