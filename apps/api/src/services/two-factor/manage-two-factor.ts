import { adminRecoveryCodes, adminSignInChallenges, admins, type Db, type DbOrTx } from '@shop/db';
import { and, count, eq, isNull } from '@shop/db/orm';
import {
  MESSAGES,
  TWO_FACTOR_MESSAGES as m,
  type TwoFactorEnabled,
  type TwoFactorSetup,
  type TwoFactorStatus,
} from '@shop/shared';
import { AppError } from '../../lib/app-error.ts';
import { forgiveLoginFailures, reserveLoginAttempt } from '../accounts/login-failures.ts';
import { passwordMatches } from '../accounts/password-check.ts';
import { recordActivity } from '../activity/record-activity.ts';
import { endOwnerSessions } from '../sessions/session-store.ts';
import { hashRecoveryCode, newRecoveryCodes } from './recovery-codes.ts';
import { matchingStep, newTotpSecret, otpauthUri, qrCodeSvg } from './totp.ts';

/*
 * Turning two-factor sign-in on and off for one's own account
 * (docs/product-rules.md#two-factor-sign-in): set up (a new secret, shown as a QR code), proved
 * with a code (then on, with ten recovery codes shown once), and off again with the password.
 */

/** An account's columns with two-factor sign-in off. */
export const TWO_FACTOR_OFF = { totpSecret: null, totpPendingSecret: null, totpLastStep: null };

/**
 * An account's recovery codes and open sign-in challenges, deleted whenever its two-factor
 * sign-in changes: a challenge opened before must not be answered under the new rules.
 */
export async function forgetTwoFactor(tx: DbOrTx, adminId: string): Promise<void> {
  await tx.delete(adminRecoveryCodes).where(eq(adminRecoveryCodes.adminId, adminId));
  await tx.delete(adminSignInChallenges).where(eq(adminSignInChallenges.adminId, adminId));
}

async function accountOf(db: DbOrTx, adminId: string) {
  const [admin] = await db
    .select({
      email: admins.email,
      passwordHash: admins.passwordHash,
      secret: admins.totpSecret,
      pending: admins.totpPendingSecret,
    })
    .from(admins)
    .where(eq(admins.id, adminId));
  if (!admin) throw new AppError('UNAUTHORIZED', MESSAGES.signInRequired);
  return admin;
}

/** The account's password, checked as the sign-in checks it (a wrong one counts as a failure). */
async function confirmPassword(
  db: DbOrTx,
  admin: { email: string; passwordHash: string },
  password: string,
  ip: string,
): Promise<void> {
  const attempt = { realm: 'admin', account: admin.email.toLowerCase(), ip } as const;
  await reserveLoginAttempt(db, attempt);
  if (!(await passwordMatches(password, admin.passwordHash))) {
    throw new AppError('VALIDATION_FAILED', m.passwordWrong);
  }
  await forgiveLoginFailures(db, attempt);
}

export async function twoFactorStatus(db: DbOrTx, adminId: string): Promise<TwoFactorStatus> {
  const admin = await accountOf(db, adminId);
  const [left] = await db
    .select({ n: count() })
    .from(adminRecoveryCodes)
    .where(and(eq(adminRecoveryCodes.adminId, adminId), isNull(adminRecoveryCodes.usedAt)));
  return { enabled: admin.secret !== null, recoveryCodesLeft: left?.n ?? 0 };
}

/** A new secret to put in the app; asking again replaces one not proved yet. */
export async function startTwoFactorSetup(db: DbOrTx, adminId: string): Promise<TwoFactorSetup> {
  const admin = await accountOf(db, adminId);
  if (admin.secret) throw new AppError('CONFLICT', m.alreadyOn);
  const secret = newTotpSecret();
  await db.update(admins).set({ totpPendingSecret: secret }).where(eq(admins.id, adminId));
  const uri = otpauthUri(secret, admin.email);
  return { secret, uri, qrSvg: await qrCodeSvg(uri) };
}

/**
 * The app's code proves it holds the secret: two-factor sign-in is on, the account's other
 * sessions end (they were opened without a code), and its recovery codes are made anew.
 */
export async function enableTwoFactor(
  db: Db,
  caller: { adminId: string; sessionId: string; ip: string },
  proof: { code: string; password: string },
  now = new Date(),
): Promise<TwoFactorEnabled> {
  const admin = await accountOf(db, caller.adminId);
  if (admin.secret) throw new AppError('CONFLICT', m.alreadyOn);
  if (!admin.pending) throw new AppError('CONFLICT', m.setUpFirst);
  await confirmPassword(db, admin, proof.password, caller.ip);
  const code = proof.code;
  const step = matchingStep(admin.pending, code.replace(/\s/g, ''), now);
  if (step === null) throw new AppError('VALIDATION_FAILED', m.codeWrong);
  const codes = newRecoveryCodes();
  await db.transaction(async (tx) => {
    const [turnedOn] = await tx
      .update(admins)
      .set({ totpSecret: admin.pending, totpPendingSecret: null, totpLastStep: step })
      .where(and(eq(admins.id, caller.adminId), eq(admins.totpPendingSecret, admin.pending ?? '')))
      .returning({ id: admins.id });
    // Set up again in another tab meanwhile: this code was for the secret replaced.
    if (!turnedOn) throw new AppError('CONFLICT', m.setUpFirst);
    await forgetTwoFactor(tx, caller.adminId);
    await tx
      .insert(adminRecoveryCodes)
      .values(
        codes.map((plain) => ({ adminId: caller.adminId, codeHash: hashRecoveryCode(plain) })),
      );
    await endOwnerSessions(tx, 'admin', caller.adminId, caller.sessionId);
    await recordActivity(tx, {
      adminId: caller.adminId,
      action: 'staff.two_factor_on',
      entityType: 'staff',
      entityId: caller.adminId,
      details: {},
    });
  });
  return { message: m.turnedOn, recoveryCodes: codes };
}

/** Off again, with the password (a session left open is not enough to weaken the account). */
export async function disableTwoFactor(
  db: Db,
  caller: { adminId: string; ip: string },
  password: string,
): Promise<void> {
  const admin = await accountOf(db, caller.adminId);
  if (!admin.secret) throw new AppError('CONFLICT', m.notOn);
  await confirmPassword(db, admin, password, caller.ip);
  await db.transaction(async (tx) => {
    await tx.update(admins).set(TWO_FACTOR_OFF).where(eq(admins.id, caller.adminId));
    await tx.delete(adminRecoveryCodes).where(eq(adminRecoveryCodes.adminId, caller.adminId));
    await recordActivity(tx, {
      adminId: caller.adminId,
      action: 'staff.two_factor_off',
      entityType: 'staff',
      entityId: caller.adminId,
      details: {},
    });
  });
}
