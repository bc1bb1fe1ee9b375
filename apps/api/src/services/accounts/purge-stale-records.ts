import { type DbOrTx, passwordResetTokens } from '@shop/db';
import { sql } from '@shop/db/orm';
import { purgeExpiredSessions } from '../sessions/session-store.ts';
import { purgeExpiredChallenges } from '../two-factor/sign-in-challenge.ts';
import { purgeOldLoginFailures } from './login-failures.ts';

/**
 * Deletes what no longer counts for anything: expired sessions and two-factor challenges,
 * failed sign-ins older than the limit's window, and reset links a day past their expiry (kept
 * that long so that a late click still finds "expired" rather than "unknown" in the logs of a
 * support question).
 */
export async function purgeStaleAccountRecords(db: DbOrTx): Promise<void> {
  await purgeExpiredSessions(db, 'customer');
  await purgeExpiredSessions(db, 'admin');
  await purgeOldLoginFailures(db);
  await purgeExpiredChallenges(db);
  await db
    .delete(passwordResetTokens)
    .where(sql`${passwordResetTokens.expiresAt} < now() - interval '1 day'`);
}
