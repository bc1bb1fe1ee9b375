import { adminSignInChallenges, admins, type Db } from '@shop/db';
import { and, eq, lt, sql } from '@shop/db/orm';
import { type AdminAuthResponse, TWO_FACTOR_MESSAGES } from '@shop/shared';
import { AppError } from '../../lib/app-error.ts';
import { forgiveLoginFailures, reserveLoginAttempt } from '../accounts/login-failures.ts';
import { openAdminSession } from '../accounts/sign-in-admin.ts';
import { hashToken } from '../sessions/session-store.ts';
import { useAccountCode } from './account-code.ts';
import { CHALLENGE_ATTEMPTS } from './sign-in-challenge.ts';

export interface CodeAnswer {
  challenge: string;
  code: string;
  /** The client's address, for the sign-in's failure limit. */
  ip: string;
}

/**
 * POST /api/admin/login/two-factor: the second step. A wrong code counts as a failed sign-in of
 * the account (the same limit as passwords; the password step of such an account counts too,
 * until a right code forgives both) and as one of the challenge's few tries; the right one ends
 * the challenge and opens the session the password step would have.
 */
export async function completeTwoFactorSignIn(
  db: Db,
  answer: CodeAnswer,
): Promise<AdminAuthResponse> {
  // The try is counted before the code is checked, in one statement: of many answers at once,
  // no more than the challenge's tries are ever checked.
  const [challenge] = await db
    .update(adminSignInChallenges)
    .set({ attempts: sql`${adminSignInChallenges.attempts} + 1` })
    .where(
      and(
        eq(adminSignInChallenges.tokenHash, hashToken(answer.challenge)),
        sql`${adminSignInChallenges.expiresAt} > now()`,
        lt(adminSignInChallenges.attempts, CHALLENGE_ATTEMPTS),
      ),
    )
    .returning({
      id: adminSignInChallenges.id,
      adminId: adminSignInChallenges.adminId,
      persistent: adminSignInChallenges.persistent,
    });
  const [admin] = challenge
    ? await db
        .select({
          id: admins.id,
          name: admins.name,
          email: admins.email,
          role: admins.role,
          secret: admins.totpSecret,
          active: sql<boolean>`${admins.deactivatedAt} is null`,
        })
        .from(admins)
        .where(eq(admins.id, challenge.adminId))
    : [];
  if (!challenge || !admin?.active || !admin.secret) {
    throw new AppError('UNAUTHORIZED', TWO_FACTOR_MESSAGES.challengeExpired);
  }
  const attempt = { realm: 'admin', account: admin.email.toLowerCase(), ip: answer.ip } as const;
  await reserveLoginAttempt(db, attempt);
  const used = await useAccountCode(db, { id: admin.id, secret: admin.secret }, answer.code);
  // The reserved row stays: it is this failure.
  if (!used) throw new AppError('UNAUTHORIZED', TWO_FACTOR_MESSAGES.codeWrong);
  // Of two right answers at once, only the one that deletes the challenge signs in.
  const ended = await db
    .delete(adminSignInChallenges)
    .where(eq(adminSignInChallenges.id, challenge.id))
    .returning({ id: adminSignInChallenges.id });
  if (ended.length === 0) throw new AppError('UNAUTHORIZED', TWO_FACTOR_MESSAGES.challengeExpired);
  // The password's attempt and the wrong codes before this one, forgiven with the right code.
  await forgiveLoginFailures(db, attempt);
  return openAdminSession(db, admin, challenge.persistent);
}
