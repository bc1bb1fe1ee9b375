import { admins, type DbOrTx } from '@shop/db';
import { eq, sql } from '@shop/db/orm';
import type { AdminAuthResponse } from '@shop/shared';
import { type Credentials, signIn } from './sign-in.ts';

async function findAdminAccount(db: DbOrTx, email: string) {
  const [row] = await db
    .select({
      id: admins.id,
      name: admins.name,
      email: admins.email,
      passwordHash: admins.passwordHash,
      canSignIn: sql<boolean>`true`,
    })
    .from(admins)
    .where(eq(sql`lower(${admins.email})`, email))
    .limit(1);
  return row;
}

/** POST /api/admin/login: the customers' sign-in rules, with the back office's sessions. */
export async function signInAdmin(
  db: DbOrTx,
  credentials: Credentials,
): Promise<AdminAuthResponse> {
  const { account, token } = await signIn(db, 'admin', credentials, findAdminAccount);
  return { token, admin: { id: account.id, name: account.name, email: account.email } };
}
