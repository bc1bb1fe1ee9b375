import { admins, type DbOrTx } from '@shop/db';
import { eq, sql } from '@shop/db/orm';
import {
  type AdminAuthResponse,
  type AdminSignInResponse,
  type AdminSummary,
  STAFF_MESSAGES,
} from '@shop/shared';
import { openSession } from '../sessions/session-store.ts';
import { openSignInChallenge } from '../two-factor/sign-in-challenge.ts';
import { forgiveLoginFailures } from './login-failures.ts';
import { type Credentials, checkCredentials } from './sign-in.ts';

async function findAdminAccount(db: DbOrTx, email: string) {
  const [row] = await db
    .select({
      id: admins.id,
      name: admins.name,
      email: admins.email,
      passwordHash: admins.passwordHash,
      role: admins.role,
      asksForCode: sql<boolean>`${admins.totpSecret} is not null`,
      canSignIn: sql<boolean>`${admins.deactivatedAt} is null`,
    })
    .from(admins)
    .where(eq(sql`lower(${admins.email})`, email))
    .limit(1);
  return row && { ...row, closedMessage: STAFF_MESSAGES.deactivatedSignIn };
}

/**
 * POST /api/admin/login: the customers' sign-in rules, with the back office's sessions. A
 * deactivated staff member is refused (docs/product-rules.md#staff-and-roles). An account with
 * two-factor sign-in gets no session yet, but a challenge to answer with its code
 * (docs/product-rules.md#two-factor-sign-in).
 */
export async function signInAdmin(
  db: DbOrTx,
  credentials: Credentials,
): Promise<AdminSignInResponse> {
  const { account, attempt } = await checkCredentials(db, 'admin', credentials, findAdminAccount);
  // The attempt stays counted until the code is right: a right password alone does not wipe
  // the wrong codes guessed before it.
  if (account.asksForCode) return openSignInChallenge(db, account.id, credentials.rememberMe);
  await forgiveLoginFailures(db, attempt);
  return openAdminSession(db, account, credentials.rememberMe);
}

/** A session for the staff member, with who they are, as the sign-in answers it. */
export async function openAdminSession(
  db: DbOrTx,
  admin: AdminSummary,
  persistent: boolean,
): Promise<AdminAuthResponse> {
  const { token } = await openSession(db, 'admin', admin.id, { persistent });
  const { id, name, email, role } = admin;
  return { token, admin: { id, name, email, role } };
}
