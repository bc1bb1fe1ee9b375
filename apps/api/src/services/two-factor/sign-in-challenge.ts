import { randomBytes } from 'node:crypto';
import { adminSignInChallenges, type DbOrTx } from '@shop/db';
import { sql } from '@shop/db/orm';
import type { TwoFactorChallenge } from '@shop/shared';
import { hashToken } from '../sessions/session-store.ts';

/** How long the code may take after the password, and how many wrong codes one sign-in gets. */
export const CHALLENGE_MINUTES = 5;
export const CHALLENGE_ATTEMPTS = 5;

/**
 * The password was right and the account asks for a code: a challenge the browser answers
 * with it at POST /api/admin/login/two-factor. Only its hash is kept, as for sessions.
 */
export async function openSignInChallenge(
  db: DbOrTx,
  adminId: string,
  persistent: boolean,
): Promise<TwoFactorChallenge> {
  const challenge = randomBytes(32).toString('base64url');
  const [row] = await db
    .insert(adminSignInChallenges)
    .values({
      adminId,
      tokenHash: hashToken(challenge),
      persistent,
      expiresAt: sql`now() + ${sql.raw(`interval '${CHALLENGE_MINUTES} minutes'`)}`,
    })
    .returning({ expiresAt: adminSignInChallenges.expiresAt });
  return { twoFactor: { challenge, expiresAt: (row?.expiresAt ?? new Date()).toISOString() } };
}

/** Challenges past their time: nothing can answer them any more. */
export async function purgeExpiredChallenges(db: DbOrTx): Promise<void> {
  await db.delete(adminSignInChallenges).where(sql`${adminSignInChallenges.expiresAt} < now()`);
}
