import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { deliverOutbox } from '../services/mail/deliver-outbox.ts';
import {
  fileTransport,
  type MailTransport,
  smtpTransport,
} from '../services/mail/mail-transport.ts';

export interface MailPluginOptions {
  /** smtp:// or smtps://: mail goes through this server. */
  smtpUrl?: string | undefined;
  /** Without SMTP, mail is written here as .eml files. With neither, it stays in the outbox table. */
  outboxDir?: string | undefined;
  from?: string | undefined;
  /** The shop's origin, for links in mails. */
  publicUrl?: string | undefined;
  /** How often unsent mail (and mail whose delivery failed) is looked for. */
  intervalMs?: number;
}

export interface MailSender {
  /** Wakes the sender after a transaction that queued mail has committed; never waits or throws. */
  kick(): void;
  /** Resolves once no delivery is running or waiting (tests, shutdown). */
  drain(): Promise<void>;
  /** An absolute link to a page of the shop, for a mail. */
  linkTo(pagePath: string): string;
}

declare module 'fastify' {
  interface FastifyInstance {
    mail: MailSender;
  }
}

const DEFAULT_FROM = 'Burger House <no-reply@burgerhouse.com.np>';

function transportFor(options: MailPluginOptions): MailTransport | null {
  const from = options.from ?? DEFAULT_FROM;
  if (options.smtpUrl) return smtpTransport(options.smtpUrl, from);
  if (options.outboxDir) return fileTransport(options.outboxDir, from);
  return null;
}

/**
 * Delivers the email outbox (docs/product-rules.md#emails): right after a request that queued mail,
 * and every `intervalMs` for anything left over (a restart, a failed attempt). Runs never overlap
 * in one process; across processes the row locks keep each mail to one sender.
 */
export const mailPlugin = fp(async (app: FastifyInstance, options: MailPluginOptions) => {
  const transport = transportFor(options);
  const publicUrl = (options.publicUrl ?? 'http://localhost:3000').replace(/\/+$/, '');
  let running: Promise<void> | null = null;
  let again = false;
  let closed = false;

  async function deliverAll(retryFailed: boolean) {
    if (!transport) return;
    let report: { more: boolean };
    do {
      report = await deliverOutbox(app.db, transport, {
        lockRows: app.database.kind === 'postgres',
        retryFailed,
        stopping: () => closed,
        log: app.log,
      });
    } while (report.more && !closed);
  }

  function run(retryFailed: boolean) {
    if (!transport || closed) return;
    if (running) {
      again = true;
      return;
    }
    running = (async () => {
      await deliverAll(retryFailed);
      while (again && !closed) {
        again = false;
        await deliverAll(false);
      }
    })()
      .catch((error: unknown) => app.log.warn({ err: error }, 'mail delivery stopped'))
      .finally(() => {
        running = null;
      });
  }

  async function drain() {
    while (running) await running;
  }

  app.decorate('mail', {
    kick: () => run(false),
    drain,
    linkTo: (pagePath: string) => `${publicUrl}${pagePath}`,
  } satisfies MailSender);

  if (!transport) return;
  const timer = setInterval(() => run(true), options.intervalMs ?? 30_000);
  timer.unref();
  app.addHook('onReady', async () => run(true));
  app.addHook('onClose', async () => {
    closed = true;
    clearInterval(timer);
    await drain();
    transport.close();
  });
});
