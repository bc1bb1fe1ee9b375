import { type DbOrTx, emailOutbox } from '@shop/db';

export interface OutgoingEmail {
  to: string;
  subject: string;
  text: string;
  html?: string;
  /** What the mail is for, e.g. 'password_reset' or 'order_confirmation'. */
  kind: string;
}

/**
 * Queues a mail in the outbox, inside the caller's transaction: it is sent (through SMTP when
 * configured) only if the change that wrote it commits, and never lost if sending fails.
 */
export async function queueEmail(db: DbOrTx, email: OutgoingEmail): Promise<string> {
  const [row] = await db
    .insert(emailOutbox)
    .values({
      toAddress: email.to,
      subject: email.subject,
      textBody: email.text,
      htmlBody: email.html ?? null,
      kind: email.kind,
    })
    .returning({ id: emailOutbox.id });
  if (!row) throw new Error('email was not queued');
  return row.id;
}
