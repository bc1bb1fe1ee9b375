import { admins, type DbOrTx } from '@shop/db';
import { isNull } from '@shop/db/orm';

/**
 * Admins still on the seeded demo password (it was never changed): the server refuses to run
 * in production while there are any.
 */
export async function findDefaultPasswordAdmins(db: DbOrTx): Promise<string[]> {
  const rows = await db
    .select({ email: admins.email })
    .from(admins)
    .where(isNull(admins.passwordChangedAt));
  return rows.map((row) => row.email);
}
