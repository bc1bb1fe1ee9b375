import { adminRecoveryCodes, admins, type DbOrTx } from '@shop/db';
import { and, eq, isNull, or, sql } from '@shop/db/orm';
import { hashRecoveryCode, looksLikeRecoveryCode } from './recovery-codes.ts';
import { matchingStep } from './totp.ts';

/**
 * Whether `code` is the account's: its app's code, for a 30-second step after the last one used
 * (so a code seen over a shoulder does not sign in twice), or one of its recovery codes not used
 * yet. A match is used up in the same statement that finds it, so two requests with one code
 * cannot both pass.
 */
export async function useAccountCode(
  db: DbOrTx,
  admin: { id: string; secret: string },
  code: string,
  now = new Date(),
): Promise<'app' | 'recovery' | null> {
  if (looksLikeRecoveryCode(code)) {
    const used = await db
      .update(adminRecoveryCodes)
      .set({ usedAt: sql`now()` })
      .where(
        and(
          eq(adminRecoveryCodes.adminId, admin.id),
          eq(adminRecoveryCodes.codeHash, hashRecoveryCode(code)),
          isNull(adminRecoveryCodes.usedAt),
        ),
      )
      .returning({ id: adminRecoveryCodes.id });
    return used.length > 0 ? 'recovery' : null;
  }
  const step = matchingStep(admin.secret, code.replace(/\s/g, ''), now);
  if (step === null) return null;
  const taken = await db
    .update(admins)
    .set({ totpLastStep: step })
    .where(
      and(
        eq(admins.id, admin.id),
        or(isNull(admins.totpLastStep), sql`${admins.totpLastStep} < ${step}`),
      ),
    )
    .returning({ id: admins.id });
  return taken.length > 0 ? 'app' : null;
}
