import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import nodemailer from 'nodemailer';

/** An outbox row on its way out. */
export interface OutboxMail {
  id: string;
  toAddress: string;
  subject: string;
  textBody: string;
  htmlBody: string | null;
  createdAt: Date;
}

/** Hands a mail over; resolves to where it went (for the log), rejects when it did not go. */
export interface MailTransport {
  readonly kind: 'smtp' | 'file';
  deliver(mail: OutboxMail): Promise<string>;
  close(): void;
}

const message = (mail: OutboxMail, from: string) => ({
  from,
  to: mail.toAddress,
  subject: mail.subject,
  text: mail.textBody,
  ...(mail.htmlBody ? { html: mail.htmlBody } : {}),
});

/** Delivery through the SMTP server of `SMTP_URL` (smtp:// or smtps://, credentials in the URL). */
export function smtpTransport(url: string, from: string): MailTransport {
  const transporter = nodemailer.createTransport(url);
  return {
    kind: 'smtp',
    async deliver(mail) {
      const info = await transporter.sendMail(message(mail, from));
      return `smtp ${info.messageId}`;
    },
    close: () => transporter.close(),
  };
}

/** `2025-01-31T09-05-07-123Z`: sorts like the time it names and is a valid file name everywhere. */
const fileStamp = (date: Date) => date.toISOString().replace(/[:.]/g, '-');

/**
 * Without SMTP, each mail becomes an .eml file (the full message, as an SMTP server would
 * have received it) in the outbox folder, named `<created-at>-<id>.eml`.
 */
export function fileTransport(dir: string, from: string): MailTransport {
  const transporter = nodemailer.createTransport({
    streamTransport: true,
    buffer: true,
    newline: 'unix',
  });
  return {
    kind: 'file',
    async deliver(mail) {
      const info = await transporter.sendMail(message(mail, from));
      await mkdir(dir, { recursive: true });
      const file = path.join(dir, `${fileStamp(mail.createdAt)}-${mail.id}.eml`);
      await writeFile(file, info.message);
      return file;
    },
    close: () => transporter.close(),
  };
}
