import { admins, type DbOrTx } from '@shop/db';
import { isNull } from '@shop/db/orm';

/** Admins still on the seeded demo password (DECISIONS §6): it was never changed. */
export async function findDefaultPasswordAdmins(db: DbOrTx): Promise<string[]> {
  const rows = await db
    .select({ email: admins.email })
    .from(admins)
    .where(isNull(admins.passwordChangedAt));
  return rows.map((row) => row.email);
}
