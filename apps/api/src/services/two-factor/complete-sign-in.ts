import { adminSignInChallenges, admins, type Db } from '@shop/db';
import { and, eq, sql } from '@shop/db/orm';
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
 * the account (the same limit as passwords) and as one of the challenge's few tries; the right
 * one ends the challenge and opens the session the password step would have.
 */
export async function completeTwoFactorSignIn(
  db: Db,
  answer: CodeAnswer,
): Promise<AdminAuthResponse> {
  const [found] = await db
    .select({
      id: adminSignInChallenges.id,
      persistent: adminSignInChallenges.persistent,
      admin: {
        id: admins.id,
        name: admins.name,
        email: admins.email,
        role: admins.role,
        secret: admins.totpSecret,
        active: sql<boolean>`${admins.deactivatedAt} is null`,
      },
    })
    .from(adminSignInChallenges)
    .innerJoin(admins, eq(admins.id, adminSignInChallenges.adminId))
    .where(
      and(
        eq(adminSignInChallenges.tokenHash, hashToken(answer.challenge)),
        sql`${adminSignInChallenges.expiresAt} > now()`,
      ),
    );
  const admin = found?.admin;
  if (!found || !admin?.active || !admin.secret) {
    throw new AppError('UNAUTHORIZED', TWO_FACTOR_MESSAGES.challengeExpired);
  }
  const { secret } = admin;
  const attempt = { realm: 'admin', account: admin.email.toLowerCase(), ip: answer.ip } as const;
  await reserveLoginAttempt(db, attempt);
  const used = await useAccountCode(db, { id: admin.id, secret }, answer.code);
  if (!used) {
    // The reserved row stays: it is this failure. Past its tries the challenge is gone.
    const [tried] = await db
      .update(adminSignInChallenges)
      .set({ attempts: sql`${adminSignInChallenges.attempts} + 1` })
      .where(eq(adminSignInChallenges.id, found.id))
      .returning({ attempts: adminSignInChallenges.attempts });
    if ((tried?.attempts ?? CHALLENGE_ATTEMPTS) >= CHALLENGE_ATTEMPTS) {
      await db.delete(adminSignInChallenges).where(eq(adminSignInChallenges.id, found.id));
    }
    throw new AppError('UNAUTHORIZED', TWO_FACTOR_MESSAGES.codeWrong);
  }
  // Of two right answers at once, only the one that deletes the challenge signs in.
  const ended = await db
    .delete(adminSignInChallenges)
    .where(eq(adminSignInChallenges.id, found.id))
    .returning({ id: adminSignInChallenges.id });
  if (ended.length === 0) throw new AppError('UNAUTHORIZED', TWO_FACTOR_MESSAGES.challengeExpired);
  await forgiveLoginFailures(db, attempt);
  return openAdminSession(db, admin, found.persistent);
}
