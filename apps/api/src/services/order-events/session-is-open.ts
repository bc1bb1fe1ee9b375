import { customerSessions, type DbOrTx } from '@shop/db';
import { and, eq, gt, sql } from '@shop/db/orm';

/**
 * Whether a customer session still exists and has not expired. Unlike the guard's lookup it
 * does not slide an idle session's expiry: a tab left open is not the customer being active.
 */
export async function customerSessionIsOpen(db: DbOrTx, sessionId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: customerSessions.id })
    .from(customerSessions)
    .where(and(eq(customerSessions.id, sessionId), gt(customerSessions.expiresAt, sql`now()`)))
    .limit(1);
  return row !== undefined;
}
