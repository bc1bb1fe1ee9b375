import { type DatabaseHandle, emailOutbox } from '@shop/db';
import { inArray, isNull } from '@shop/db/orm';
import { openCopy } from '@shop/db/testing';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { deliverOutbox } from '../../src/services/mail/deliver-outbox.ts';
import type { MailTransport } from '../../src/services/mail/mail-transport.ts';
import { queueEmail } from '../../src/services/mail/queue-email.ts';

/*
 * A shutdown waits for the mail being sent, not for the rest of its batch: the pass ends after
 * the current mail, records it, and leaves the others unsent for any process to take.
 */

const quiet = { info() {}, warn() {} };

describe('a delivery pass told to stop', () => {
  let database: DatabaseHandle;
  beforeAll(async () => {
    database = await openCopy(inject('template'));
    await database.db
      .update(emailOutbox)
      .set({ sentAt: new Date() })
      .where(isNull(emailOutbox.sentAt));
  });
  afterAll(() => database.close());

  it('ends after the mail under way: that one is recorded sent, the others stay sendable', async () => {
    const ids: string[] = [];
    for (const n of [1, 2, 3]) {
      ids.push(
        await queueEmail(database.db, {
          to: `guest${n}@example.com`,
          subject: `Mail ${n}`,
          text: 'Hello',
          kind: 'order_confirmation',
        }),
      );
    }
    let stopping = false;
    const delivered: string[] = [];
    const transport: MailTransport = {
      kind: 'smtp',
      async deliver(mail) {
        delivered.push(mail.subject);
        // The signal arrives while the first mail is on its way.
        stopping = true;
        return 'test';
      },
      close() {},
    };
    const options = { lockRows: database.kind === 'postgres', retryFailed: false, log: quiet };

    const report = await deliverOutbox(database.db, transport, {
      ...options,
      stopping: () => stopping,
    });
    expect(report).toMatchObject({ sent: 1, failed: 0 });
    expect(delivered).toHaveLength(1);
    const rows = await database.db
      .select({
        subject: emailOutbox.subject,
        sentAt: emailOutbox.sentAt,
        error: emailOutbox.error,
      })
      .from(emailOutbox)
      .where(inArray(emailOutbox.id, ids))
      .orderBy(emailOutbox.subject);
    expect(rows.map((row) => [row.subject, row.sentAt !== null, row.error])).toEqual(
      ['Mail 1', 'Mail 2', 'Mail 3'].map((subject) => [subject, delivered.includes(subject), null]),
    );

    // Another process (or this one after a restart) sends the rest.
    await deliverOutbox(database.db, transport, options);
    expect(delivered.sort()).toEqual(['Mail 1', 'Mail 2', 'Mail 3']);
  });
});
