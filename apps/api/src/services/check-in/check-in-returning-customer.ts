import { customers, type DbOrTx } from '@shop/db';
import { eq, sql } from '@shop/db/orm';
import { checkInStatusFor, toNrs } from '@shop/shared';
import { recordActivity } from '../activity/record-activity.ts';
import type { CustomerRow } from './check-in-customer-view.ts';

/** How the kiosk recognised a returning customer, kept in the audit log. */
export type MatchedBy = 'id' | 'email' | 'phone';

/**
 * Counts a returning customer's visit and adds this visit's bill to their total; the status
 * follows the new total. `customer` must be locked by the caller's transaction.
 */
export async function checkInReturningCustomer(
  tx: DbOrTx,
  adminId: string,
  customer: CustomerRow,
  visit: { spentPaisa: number; matchedBy: MatchedBy },
): Promise<CustomerRow> {
  const totalSpentPaisa = customer.totalSpentPaisa + visit.spentPaisa;
  const status = checkInStatusFor(toNrs(totalSpentPaisa));
  const [row] = await tx
    .update(customers)
    .set({
      totalSpentPaisa,
      checkInStatus: status,
      visitCount: sql`${customers.visitCount} + 1`,
      lastVisitAt: sql`now()`,
    })
    .where(eq(customers.id, customer.id))
    .returning();
  if (!row) throw new Error('the checked-in customer vanished inside its transaction');
  await recordActivity(tx, {
    adminId,
    action: 'customer.checked_in',
    entityType: 'customer',
    entityId: row.id,
    details: {
      matchedBy: visit.matchedBy,
      spentPaisa: visit.spentPaisa,
      totalSpentPaisa: { from: customer.totalSpentPaisa, to: row.totalSpentPaisa },
      checkInStatus: { from: customer.checkInStatus, to: row.checkInStatus },
      visitCount: row.visitCount,
    },
  });
  return row;
}
