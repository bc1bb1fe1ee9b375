import { adminSessions, type DbOrTx } from '@shop/db';
import { and, eq, gt, sql } from '@shop/db/orm';

/**
 * Whether an admin session still exists and has not expired. Unlike the guard's lookup it does
 * not slide an idle session's expiry: a screen left open is not the admin being active.
 */
export async function adminSessionIsOpen(db: DbOrTx, sessionId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: adminSessions.id })
    .from(adminSessions)
    .where(and(eq(adminSessions.id, sessionId), gt(adminSessions.expiresAt, sql`now()`)))
    .limit(1);
  return row !== undefined;
}
