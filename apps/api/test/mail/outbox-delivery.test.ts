import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { emailOutbox } from '@shop/db';
import { and, eq, inArray, sql } from '@shop/db/orm';
import { DEMO_CUSTOMER } from '@shop/db/seed';
import { localFileStore } from '@shop/storage';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/app.ts';
import { deliverOutbox, REDACTED_RESET_BODY } from '../../src/services/mail/deliver-outbox.ts';
import { smtpTransport } from '../../src/services/mail/mail-transport.ts';
import { queueEmail } from '../../src/services/mail/queue-email.ts';
import { startTestApp, type TestApp } from '../test-app.ts';
import { startSmtpListener } from './smtp-listener.ts';

const quiet = { info() {}, warn() {} };

/** What a mail program shows of a quoted-printable body: long lines are wrapped with `=`. */
const decodeQuotedPrintable = (eml: string) =>
  eml
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(Number.parseInt(hex, 16)));

async function rowOf(t: TestApp, id: string) {
  const [row] = await t.db.select().from(emailOutbox).where(eq(emailOutbox.id, id));
  return row;
}

/** The reset mails queued for an address. */
function resetMailsTo(t: TestApp, to: string) {
  return t.db
    .select()
    .from(emailOutbox)
    .where(and(eq(emailOutbox.toAddress, to), eq(emailOutbox.kind, 'password_reset')));
}

async function queue(t: TestApp, to: string, subject = 'Your order is on its way') {
  return queueEmail(t.db, {
    to,
    subject,
    text: 'Your momos left the kitchen at 12:05.',
    html: '<p>Your momos left the kitchen at 12:05.</p>',
    kind: 'order_confirmation',
  });
}

describe('without SMTP_URL: the outbox folder', () => {
  let t: TestApp;
  let outboxDir: string;
  beforeAll(async () => {
    outboxDir = await mkdtemp(path.join(tmpdir(), 'shop-outbox-'));
    t = await startTestApp({ mail: { outboxDir, publicUrl: 'https://shop.example.np' } });
    await t.app.mail.drain();
  });
  afterAll(async () => {
    await t.close();
    await rm(outboxDir, { recursive: true, force: true });
  });

  it('writes a queued mail as <created-at>-<id>.eml once kicked, and marks it sent', async () => {
    const id = await queue(t, 'ram@example.com');
    t.app.mail.kick();
    await t.app.mail.drain();
    const row = await rowOf(t, id);
    expect(row?.sentAt).toBeInstanceOf(Date);
    expect(row?.error).toBeNull();
    const stamp = row?.createdAt.toISOString().replace(/[:.]/g, '-');
    const file = path.join(outboxDir, `${stamp}-${id}.eml`);
    const eml = await readFile(file, 'utf8');
    expect(eml).toMatch(/^To: ram@example\.com$/m);
    expect(eml).toMatch(/^Subject: Your order is on its way$/m);
    expect(eml).toMatch(/^From: Burger House <no-reply@burgerhouse\.com\.np>$/m);
    expect(eml).toContain('Your momos left the kitchen at 12:05.');
    expect(eml).toContain('Content-Type: text/html');
  });

  it('delivers the reset link of a forgotten password, which then works', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/customers/forgot-password',
      payload: { email: DEMO_CUSTOMER.email },
    });
    expect(res.statusCode).toBe(200);
    await t.app.mail.drain();
    const files = await readdir(outboxDir);
    const emls = await Promise.all(
      files.map(async (f) =>
        decodeQuotedPrintable(await readFile(path.join(outboxDir, f), 'utf8')),
      ),
    );
    const reset = emls.find((eml) => eml.includes('Subject: Reset your Burger House password'));
    expect(reset).toMatch(new RegExp(`^To: ${DEMO_CUSTOMER.email}$`, 'm'));
    const token = reset?.match(
      /https:\/\/shop\.example\.np\/reset-password\/([A-Za-z0-9_-]{43})/,
    )?.[1];
    expect(token).toBeDefined();
    const done = await t.app.inject({
      method: 'POST',
      url: `/api/customers/reset-password/${token}`,
      payload: { password: 'FromTheMail1' },
    });
    expect(done.statusCode).toBe(200);

    // The delivered file is the mail; the table no longer holds its link.
    const rows = await resetMailsTo(t, DEMO_CUSTOMER.email);
    expect(rows).toHaveLength(1);
    expect(rows[0]?.sentAt).toBeInstanceOf(Date);
    expect(rows[0]?.textBody).toBe(REDACTED_RESET_BODY);
    expect(rows[0]?.htmlBody).toBe(`<p>${REDACTED_RESET_BODY}</p>`);
    expect(JSON.stringify(rows)).not.toContain(token);
  });

  it('sends a mail once however often it is kicked', async () => {
    const ids = await Promise.all(['a@example.com', 'b@example.com'].map((to) => queue(t, to)));
    for (let i = 0; i < 5; i++) t.app.mail.kick();
    await t.app.mail.drain();
    const files = await readdir(outboxDir);
    for (const id of ids) expect(files.filter((f) => f.endsWith(`-${id}.eml`))).toHaveLength(1);
  });

  it('delivers the mail left unsent before a restart when the app starts', async () => {
    const id = await queue(t, 'left.over@example.com');
    const restarted = await buildApp({
      files: localFileStore('/nonexistent-uploads'),
      config: {
        webDistDir: '/nonexistent-web-build',
        trustProxy: false,
        outboxDir,
      },
      database: t.database,
    });
    try {
      await restarted.mail.drain();
      expect((await rowOf(t, id))?.sentAt).toBeInstanceOf(Date);
      expect((await readdir(outboxDir)).some((f) => f.endsWith(`-${id}.eml`))).toBe(true);
    } finally {
      await restarted.close();
    }
  });
});

describe('with SMTP_URL: a real SMTP server', () => {
  let t: TestApp;
  let smtp: Awaited<ReturnType<typeof startSmtpListener>>;
  beforeAll(async () => {
    smtp = await startSmtpListener();
    t = await startTestApp({ mail: { smtpUrl: smtp.url } });
    await t.app.mail.drain();
  });
  afterAll(async () => {
    await t.close();
    await smtp.close();
  });
  afterEach(() => {
    smtp.refuseRecipients(false);
    smtp.received.length = 0;
  });

  it('hands a queued mail to the server and marks it sent', async () => {
    const id = await queue(t, 'sita@example.com', 'Order confirmed');
    t.app.mail.kick();
    await t.app.mail.drain();
    expect(smtp.received).toHaveLength(1);
    expect(smtp.received[0]?.to).toEqual(['sita@example.com']);
    expect(smtp.received[0]?.from).toBe('no-reply@burgerhouse.com.np');
    expect(smtp.received[0]?.raw).toMatch(/^Subject: Order confirmed$/m);
    expect(smtp.received[0]?.raw).toContain('Your momos left the kitchen at 12:05.');
    const row = await rowOf(t, id);
    expect(row?.sentAt).toBeInstanceOf(Date);
    // Only reset links are removed after delivery; other mails keep their words.
    expect(row?.textBody).toBe('Your momos left the kitchen at 12:05.');
  });

  it('hands over a reset link, then removes it from the table', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/customers/forgot-password',
      payload: { email: DEMO_CUSTOMER.email },
    });
    expect(res.statusCode).toBe(200);
    await t.app.mail.drain();
    expect(smtp.received).toHaveLength(1);
    const raw = decodeQuotedPrintable(smtp.received[0]?.raw ?? '');
    const token = raw.match(/\/reset-password\/([A-Za-z0-9_-]{43})/)?.[1];
    expect(token).toBeDefined();
    const [row, ...others] = await resetMailsTo(t, DEMO_CUSTOMER.email);
    expect(others).toHaveLength(0);
    expect(row?.sentAt).toBeInstanceOf(Date);
    expect(row?.textBody).toBe(REDACTED_RESET_BODY);
    expect(row?.htmlBody).toBe(`<p>${REDACTED_RESET_BODY}</p>`);
    expect(JSON.stringify(row)).not.toContain(token);
  });

  it('keeps the error of a refused mail and sends it on a later retry', async () => {
    smtp.refuseRecipients(true);
    const id = await queue(t, 'nobody.home@example.com');
    t.app.mail.kick();
    await t.app.mail.drain();
    const failed = await rowOf(t, id);
    expect(failed?.sentAt).toBeNull();
    expect(failed?.error).toMatch(/550|unavailable/i);
    expect(smtp.received).toHaveLength(0);

    // A kick only looks at fresh mail; the periodic pass retries the failed ones.
    smtp.refuseRecipients(false);
    t.app.mail.kick();
    await t.app.mail.drain();
    expect((await rowOf(t, id))?.sentAt).toBeNull();
    const transport = smtpTransport(smtp.url, 'Burger House <no-reply@burgerhouse.com.np>');
    try {
      const report = await deliverOutbox(t.db, transport, {
        lockRows: t.database.kind === 'postgres',
        retryFailed: true,
        log: quiet,
      });
      expect(report.sent).toBe(1);
    } finally {
      transport.close();
    }
    expect((await rowOf(t, id))?.sentAt).toBeInstanceOf(Date);
    expect((await rowOf(t, id))?.error).toBeNull();
  });

  it('gives up retrying a mail that failed for a day', async () => {
    smtp.refuseRecipients(true);
    const id = await queue(t, 'gone@example.com');
    t.app.mail.kick();
    await t.app.mail.drain();
    await t.db
      .update(emailOutbox)
      .set({ createdAt: sql`now() - interval '25 hours'` })
      .where(eq(emailOutbox.id, id));
    smtp.refuseRecipients(false);
    const transport = smtpTransport(smtp.url, 'shop@example.com');
    try {
      await deliverOutbox(t.db, transport, { lockRows: false, retryFailed: true, log: quiet });
    } finally {
      transport.close();
    }
    expect((await rowOf(t, id))?.sentAt).toBeNull();
    expect(smtp.received).toHaveLength(0);
  });

  it('sends each mail once when two senders take the outbox at the same time', async () => {
    const ids = await Promise.all(
      Array.from({ length: 6 }, (_, i) => queue(t, `guest${i}@example.com`)),
    );
    const transports = [1, 2].map(() => smtpTransport(smtp.url, 'shop@example.com'));
    try {
      await Promise.all(
        transports.map((transport) =>
          deliverOutbox(t.db, transport, { lockRows: true, retryFailed: false, log: quiet }),
        ),
      );
    } finally {
      for (const transport of transports) transport.close();
    }
    expect(smtp.received.map((m) => m.to[0]).sort()).toEqual(
      ids.map((_, i) => `guest${i}@example.com`).sort(),
    );
    const rows = await t.db.select().from(emailOutbox).where(inArray(emailOutbox.id, ids));
    expect(rows.every((row) => row.sentAt !== null)).toBe(true);
  });
});

describe('with neither: the outbox table only', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(() => t.close());

  it('leaves queued mail in the table for whoever reads it', async () => {
    const id = await queue(t, 'table.only@example.com');
    t.app.mail.kick();
    await t.app.mail.drain();
    expect((await rowOf(t, id))?.sentAt).toBeNull();
  });
});
