import { customers, type Db, type DbOrTx, hashPassword, passwordResetTokens } from '@shop/db';
import { and, eq, gt, isNull, sql } from '@shop/db/orm';
import { ACCOUNT_MESSAGES, type SuccessResponse } from '@shop/shared';
import { AppError } from '../../lib/app-error.ts';
import { endOwnerSessions, hashToken } from '../sessions/session-store.ts';
import { clearAccountLoginFailures } from './login-failures.ts';

const invalidLink = () => new AppError('VALIDATION_FAILED', ACCOUNT_MESSAGES.resetLinkInvalid);

const usable = (tokenHash: string) =>
  and(
    eq(passwordResetTokens.tokenHash, tokenHash),
    isNull(passwordResetTokens.usedAt),
    gt(passwordResetTokens.expiresAt, sql`now()`),
  );

/**
 * POST /api/customers/reset-password/:token. The token is spent atomically (a second use, even
 * a concurrent one, finds it used); the new password ends every session of the account and
 * voids its other reset links.
 */
export async function resetPassword(
  db: Db,
  token: string,
  password: string,
): Promise<SuccessResponse> {
  const tokenHash = hashToken(token);
  // A dead link is refused before paying for a hash.
  const [live] = await db
    .select({ id: passwordResetTokens.id })
    .from(passwordResetTokens)
    .where(usable(tokenHash));
  if (!live) throw invalidLink();
  const passwordHash = await hashPassword(password);
  await db.transaction(async (tx) => {
    const [spent] = await tx
      .update(passwordResetTokens)
      .set({ usedAt: sql`now()` })
      .where(usable(tokenHash))
      .returning({ customerId: passwordResetTokens.customerId });
    if (!spent) throw invalidLink();
    await setPassword(tx, spent.customerId, passwordHash);
  });
  return { success: true, message: ACCOUNT_MESSAGES.passwordReset };
}

async function setPassword(tx: DbOrTx, customerId: string, passwordHash: string) {
  const [customer] = await tx
    .update(customers)
    .set({ passwordHash, updatedAt: new Date() })
    .where(eq(customers.id, customerId))
    .returning({ email: customers.email });
  await tx
    .update(passwordResetTokens)
    .set({ usedAt: sql`now()` })
    .where(and(eq(passwordResetTokens.customerId, customerId), isNull(passwordResetTokens.usedAt)));
  await endOwnerSessions(tx, 'customer', customerId);
  if (customer?.email) {
    await clearAccountLoginFailures(tx, 'customer', customer.email.toLowerCase());
  }
}
