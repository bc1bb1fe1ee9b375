import { admins, type DbOrTx } from '@shop/db';
import { eq } from '@shop/db/orm';
import { type AdminMe, MESSAGES } from '@shop/shared';
import { AppError } from '../../lib/app-error.ts';

/** GET /api/admin/me: who is signed in, and whether the demo password is still unchanged. */
export async function getAdmin(db: DbOrTx, adminId: string): Promise<AdminMe> {
  const [row] = await db
    .select({
      id: admins.id,
      name: admins.name,
      email: admins.email,
      role: admins.role,
      passwordChangedAt: admins.passwordChangedAt,
    })
    .from(admins)
    .where(eq(admins.id, adminId));
  // The session's admin was deleted meanwhile (its sessions go with it): sign in again.
  if (!row) throw new AppError('UNAUTHORIZED', MESSAGES.signInRequired);
  return {
    id: row.id,
    name: row.name,
    email: row.email,
    role: row.role,
    passwordIsDefault: row.passwordChangedAt === null,
  };
}
