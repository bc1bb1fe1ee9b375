import { customers, type Db, orders } from '@shop/db';
import { and, count, eq, notInArray } from '@shop/db/orm';
import { ADMIN_CUSTOMER_MESSAGES, FINAL_ORDER_STATUSES, type SuccessResponse } from '@shop/shared';
import { AppError } from '../../lib/app-error.ts';
import { recordActivity } from '../activity/record-activity.ts';
import { adminCustomerColumns, customerNotFound, isCustomerId } from './customer-view.ts';

/*
 * Deletes a customer for good: their sessions and reset links go with them; their orders stay,
 * unlinked (orders.customer_id is ON DELETE SET NULL), and keep the name, email, phone and
 * address copied onto each. A customer with an open order is refused (409): the kitchen still
 * owes them that order, and it could no longer tell them of its progress. The audit log keeps
 * who the customer was.
 */
export async function deleteCustomer(
  db: Db,
  adminId: string,
  id: string,
): Promise<SuccessResponse> {
  if (!isCustomerId(id)) throw customerNotFound();
  return db.transaction(async (tx) => {
    const [row] = await tx
      .select(adminCustomerColumns)
      .from(customers)
      .where(eq(customers.id, id))
      .for('update');
    if (!row) throw customerNotFound();
    const [open] = await tx
      .select({ n: count() })
      .from(orders)
      .where(and(eq(orders.customerId, id), notInArray(orders.status, [...FINAL_ORDER_STATUSES])));
    if (open && open.n > 0) {
      throw new AppError('CONFLICT', ADMIN_CUSTOMER_MESSAGES.openOrders(open.n));
    }
    await tx.delete(customers).where(eq(customers.id, id));
    await recordActivity(tx, {
      adminId,
      action: 'customer.deleted',
      entityType: 'customer',
      entityId: id,
      details: {
        name: row.name,
        email: row.email,
        phone: row.phone,
        city: row.city,
        totalSpentPaisa: row.totalSpentPaisa,
        orderCount: row.totalOrders,
        visitCount: row.visitCount,
        joinedAt: row.createdAt.toISOString(),
      },
    });
    return { success: true, message: ADMIN_CUSTOMER_MESSAGES.deleted };
  });
}
