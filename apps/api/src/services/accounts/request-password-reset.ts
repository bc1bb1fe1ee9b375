import { randomBytes } from 'node:crypto';
import type { DbOrTx } from '@shop/db';
import { sql } from '@shop/db/orm';
import { ACCOUNT_MESSAGES, RESET_LINK_TTL_MINUTES, type SuccessResponse } from '@shop/shared';
import { hashToken } from '../sessions/session-store.ts';
import { passwordResetEmail } from './password-reset-email.ts';

/** At most one reset mail per account in this many minutes, so the form cannot flood a mailbox. */
export const RESET_MAIL_INTERVAL_MINUTES = 2;

/** The first key of the advisory lock taken per email (an int4 pair). */
const RESET_REQUEST_LOCKS = 7003;

/**
 * POST /api/customers/forgot-password. The answer is the same whether the email has an
 * account or not, and so is the work: one statement that finds the account and, only if
 * there is one, stores the token's hash and queues the mail (the outbox is delivered after
 * the response). The link's token (256 random bits) exists only in that mail. An account that
 * was sent a link less than two minutes ago gets nothing new, with the same answer; the lock on
 * the email makes parallel requests take turns, so they cannot all pass that check.
 */
export async function requestPasswordReset(
  db: DbOrTx,
  email: string,
  { publicUrl }: { publicUrl: string },
): Promise<SuccessResponse> {
  const token = randomBytes(32).toString('base64url');
  const mail = passwordResetEmail(`${publicUrl}/reset-password/${token}`);
  const ttl = sql.raw(`interval '${RESET_LINK_TTL_MINUTES} minutes'`);
  const interval = sql.raw(`interval '${RESET_MAIL_INTERVAL_MINUTES} minutes'`);
  await db.transaction(async (tx) => {
    await tx.execute(
      sql`SELECT pg_advisory_xact_lock(${RESET_REQUEST_LOCKS}::int, hashtext(${email}::text))`,
    );
    await tx.execute(sql`
      WITH account AS (
        SELECT id, email FROM customers
        WHERE lower(email) = ${email} AND password_hash IS NOT NULL AND is_active
          AND NOT EXISTS (
            SELECT 1 FROM password_reset_tokens
            WHERE customer_id = customers.id AND created_at > now() - ${interval}
          )
        LIMIT 1
      ), reset AS (
        INSERT INTO password_reset_tokens (customer_id, token_hash, expires_at)
        SELECT id, ${hashToken(token)}, now() + ${ttl} FROM account
      )
      INSERT INTO email_outbox (to_address, subject, text_body, html_body, kind)
      SELECT email, ${mail.subject}, ${mail.text}, ${mail.html}, 'password_reset' FROM account
    `);
  });
  return { success: true, message: ACCOUNT_MESSAGES.resetLinkSent };
}
