import { type DbOrTx, emailOutbox } from '@shop/db';
import { and, asc, eq, gt, isNull, or, sql } from '@shop/db/orm';
import type { MailTransport, OutboxMail } from './mail-transport.ts';

export interface DeliveryOptions {
  /**
   * PostgreSQL: rows are taken with FOR UPDATE SKIP LOCKED, so processes sharing the database
   * never send the same mail twice. PGlite has one connection and one process: no locks.
   */
  lockRows: boolean;
  /** Also try again the mails whose last attempt failed (within a day of being queued). */
  retryFailed: boolean;
  batchSize?: number;
  /**
   * Asked before each mail of the batch: once true (the server is shutting down) the pass ends
   * there, so its transaction commits the mails already sent and releases the others to any
   * process, instead of holding them through deliveries a shutdown may not wait for.
   */
  stopping?: () => boolean;
  log: {
    info(details: object, message: string): void;
    warn(details: object, message: string): void;
  };
}

export interface DeliveryReport {
  sent: number;
  failed: number;
  /** A whole batch went out: there may be more waiting. */
  more: boolean;
}

/**
 * What stays in the table of a delivered reset mail: its link opens the account for an hour,
 * and the copy in the mailbox (or the outbox folder) is the one that counts.
 */
export const REDACTED_RESET_BODY = '[reset link removed after delivery]';

/** The mails whose body must not outlive their delivery. */
const redactedKinds = new Set(['password_reset']);

/** A mail that keeps failing is given up after a day; its error stays on the row. */
const retryUntil = sql`now() - interval '1 day'`;

/** One pass over the unsent mails of the outbox: each is delivered and marked sent, or its error kept. */
export async function deliverOutbox(
  db: DbOrTx,
  transport: MailTransport,
  options: DeliveryOptions,
): Promise<DeliveryReport> {
  const batchSize = options.batchSize ?? 20;
  const pass = async (q: DbOrTx) => {
    const query = q
      .select({
        id: emailOutbox.id,
        toAddress: emailOutbox.toAddress,
        subject: emailOutbox.subject,
        textBody: emailOutbox.textBody,
        htmlBody: emailOutbox.htmlBody,
        createdAt: emailOutbox.createdAt,
        kind: emailOutbox.kind,
      })
      .from(emailOutbox)
      .where(
        and(
          isNull(emailOutbox.sentAt),
          options.retryFailed
            ? or(isNull(emailOutbox.error), gt(emailOutbox.createdAt, retryUntil))
            : isNull(emailOutbox.error),
        ),
      )
      .orderBy(asc(emailOutbox.createdAt))
      .limit(batchSize);
    const rows = options.lockRows ? await query.for('update', { skipLocked: true }) : await query;
    let sent = 0;
    let tried = 0;
    for (const row of rows) {
      if (options.stopping?.()) break;
      tried++;
      if (await deliverOne(q, transport, row, options.log)) sent++;
    }
    return { sent, failed: tried - sent, more: rows.length === batchSize && sent > 0 };
  };
  return options.lockRows ? db.transaction(pass) : pass(db);
}

async function deliverOne(
  db: DbOrTx,
  transport: MailTransport,
  mail: OutboxMail & { kind: string },
  log: DeliveryOptions['log'],
): Promise<boolean> {
  try {
    const where = await transport.deliver(mail);
    await db
      .update(emailOutbox)
      .set({
        sentAt: sql`now()`,
        error: null,
        ...(redactedKinds.has(mail.kind)
          ? { textBody: REDACTED_RESET_BODY, htmlBody: `<p>${REDACTED_RESET_BODY}</p>` }
          : {}),
      })
      .where(eq(emailOutbox.id, mail.id));
    const said = transport.kind === 'file' ? 'mail written to the outbox folder' : 'mail sent';
    log.info({ to: mail.toAddress, subject: mail.subject, where }, said);
    return true;
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    await db
      .update(emailOutbox)
      .set({ error: reason.slice(0, 1000) })
      .where(eq(emailOutbox.id, mail.id));
    log.warn({ to: mail.toAddress, subject: mail.subject, reason }, 'mail not delivered');
    return false;
  }
}
