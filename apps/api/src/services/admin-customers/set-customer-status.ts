import { customers, type Db } from '@shop/db';
import { eq } from '@shop/db/orm';
import {
  ADMIN_CUSTOMER_MESSAGES,
  type CustomerAccountStatus,
  type CustomerStatusResponse,
} from '@shop/shared';
import { recordActivity } from '../activity/record-activity.ts';
import { endOwnerSessions } from '../sessions/session-store.ts';
import {
  adminCustomerColumns,
  customerNotFound,
  isCustomerId,
  toAdminCustomer,
} from './customer-view.ts';
import { CUSTOMER_STATUS_ACTION } from './get-customer-activity.ts';

/**
 * Deactivates or reactivates a customer. Deactivating ends every session they have (the
 * session check refuses an inactive customer anyway; this also removes the rows) and their
 * sign-ins are refused until they are reactivated. A change is audit-logged; setting the status
 * they already have changes and logs nothing.
 */
export async function setCustomerStatus(
  db: Db,
  adminId: string,
  id: string,
  status: CustomerAccountStatus,
): Promise<CustomerStatusResponse> {
  if (!isCustomerId(id)) throw customerNotFound();
  const isActive = status === 'active';
  return db.transaction(async (tx) => {
    const [before] = await tx
      .select({ isActive: customers.isActive })
      .from(customers)
      .where(eq(customers.id, id))
      .for('no key update');
    if (!before) throw customerNotFound();
    if (before.isActive !== isActive) {
      await tx.update(customers).set({ isActive }).where(eq(customers.id, id));
      if (!isActive) await endOwnerSessions(tx, 'customer', id);
      await recordActivity(tx, {
        adminId,
        action: CUSTOMER_STATUS_ACTION,
        entityType: 'customer',
        entityId: id,
        details: { from: before.isActive ? 'active' : 'inactive', to: status },
      });
    }
    const [row] = await tx.select(adminCustomerColumns).from(customers).where(eq(customers.id, id));
    if (!row) throw customerNotFound();
    return {
      success: true,
      message: ADMIN_CUSTOMER_MESSAGES.statusUpdated,
      customer: toAdminCustomer(row),
    };
  });
}
