import { customers, type DbOrTx, orders } from '@shop/db';
import { eq, sql } from '@shop/db/orm';
import { type CustomerProfile, MESSAGES, profileVipLevelFor, toNrs } from '@shop/shared';
import { AppError } from '../../lib/app-error.ts';
import { deliveredOrderCount, deliveredSpentPaisa } from '../orders/spending.ts';
import { sessionCustomerColumns, toSessionCustomer } from './customer-view.ts';

/**
 * GET /api/customers/profile, in one query. Spending is what the customer's delivered orders
 * came to; every order that was not cancelled counts as an order, the delivered ones as
 * completed (docs/decisions/018-accounts-and-sessions.md).
 */
export async function getCustomerProfile(db: DbOrTx, customerId: string): Promise<CustomerProfile> {
  const [row] = await db
    .select({
      ...sessionCustomerColumns,
      state: customers.state,
      country: customers.country,
      dateOfBirth: customers.dateOfBirth,
      spentPaisa: deliveredSpentPaisa,
      totalOrders:
        sql<number>`count(${orders.id}) filter (where ${orders.status} <> 'cancelled')`.mapWith(
          Number,
        ),
      completedOrders: deliveredOrderCount,
    })
    .from(customers)
    .leftJoin(orders, eq(orders.customerId, customers.id))
    .where(eq(customers.id, customerId))
    .groupBy(customers.id);
  if (!row) throw new AppError('UNAUTHORIZED', MESSAGES.signInRequired);
  const totalSpent = toNrs(row.spentPaisa);
  return {
    ...toSessionCustomer(row),
    state: row.state ?? '',
    country: row.country ?? '',
    dateOfBirth: row.dateOfBirth,
    totalSpent,
    totalOrders: row.totalOrders,
    completedOrders: row.completedOrders,
    vipLevel: profileVipLevelFor(totalSpent),
  };
}
