import { admins, type Db, hashPassword } from '@shop/db';
import { and, eq, sql } from '@shop/db/orm';
import { ADMIN_AUTH_MESSAGES, MESSAGES, type SuccessResponse } from '@shop/shared';
import { AppError } from '../../lib/app-error.ts';
import { recordActivity } from '../activity/record-activity.ts';
import { endOwnerSessions } from '../sessions/session-store.ts';
import { forgiveLoginFailures, reserveLoginAttempt } from './login-failures.ts';
import { passwordMatches } from './password-check.ts';

export interface PasswordChange {
  adminId: string;
  /** The session making the change: it stays signed in, every other one ends. */
  sessionId: string;
  currentPassword: string;
  newPassword: string;
  /** The client's address, for the failure limit the sign-in uses too. */
  ip: string;
}

/**
 * POST /api/admin/change-password. A wrong current password counts as a failed sign-in of the
 * account (decision 018), so a stolen session cannot guess its way to the password any faster
 * than the login form allows. The new hash, the end of the admin's other sessions and the
 * audit line are one transaction; the update only applies to the hash that was checked, so of
 * two changes at once the second is refused instead of silently winning.
 */
export async function changeAdminPassword(
  db: Db,
  change: PasswordChange,
): Promise<SuccessResponse> {
  const [admin] = await db
    .select({ email: admins.email, passwordHash: admins.passwordHash })
    .from(admins)
    .where(eq(admins.id, change.adminId));
  // The session's admin was deleted meanwhile: nothing to change, sign in again.
  if (!admin) throw new AppError('UNAUTHORIZED', MESSAGES.signInRequired);

  const attempt = { realm: 'admin', account: admin.email.toLowerCase(), ip: change.ip } as const;
  await reserveLoginAttempt(db, attempt);
  if (!(await passwordMatches(change.currentPassword, admin.passwordHash))) {
    // The reserved row stays: it is this failure.
    throw new AppError('VALIDATION_FAILED', ADMIN_AUTH_MESSAGES.currentPasswordWrong);
  }
  await forgiveLoginFailures(db, attempt);

  const passwordHash = await hashPassword(change.newPassword);
  await db.transaction(async (tx) => {
    const [changed] = await tx
      .update(admins)
      .set({ passwordHash, passwordChangedAt: sql`now()`, updatedAt: sql`now()` })
      .where(and(eq(admins.id, change.adminId), eq(admins.passwordHash, admin.passwordHash)))
      .returning({ id: admins.id });
    if (!changed) throw new AppError('CONFLICT', ADMIN_AUTH_MESSAGES.passwordChangedMeanwhile);
    await endOwnerSessions(tx, 'admin', change.adminId, change.sessionId);
    await recordActivity(tx, {
      adminId: change.adminId,
      action: 'admin.password_changed',
      entityType: 'admin',
      entityId: change.adminId,
      details: { otherSessionsEnded: true },
    });
  });
  return { success: true, message: ADMIN_AUTH_MESSAGES.passwordChanged };
}
