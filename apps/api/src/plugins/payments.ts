import { PAYMENT_FIRST_CHECK_MINUTES, type PaymentMethod } from '@shop/shared';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { WalletConfig } from '../config.ts';
import { announceOrderStatusAfterCommit } from '../services/orders/announce-order-status.ts';
import { cancelUnpaidOrders, checkDuePayments } from '../services/payments/check-payments.ts';
import { secondPaymentWords } from '../services/payments/receive-return.ts';
import { offeredMethods, type PaymentContext } from '../services/payments/wallet-gateway.ts';

export interface PaymentsPluginOptions {
  wallets: WalletConfig;
  publicUrl: string;
  /** How long a wallet may take to answer one call (default 8 s). */
  timeoutMs?: number;
  /** How often payments due a check and orders not paid in time are looked for (default 30 s). */
  intervalMs?: number;
  /** When a new payment is first asked about, unless the customer comes back (default 5 min). */
  firstCheckMs?: number;
}

export interface Payments {
  context: PaymentContext;
  /** What checkout offers: cash, and each configured wallet. */
  offered: readonly PaymentMethod[];
  /** One pass of the background work now (tests, and right after start). */
  runChecks(): Promise<void>;
}

declare module 'fastify' {
  interface FastifyInstance {
    payments: Payments;
  }
}

/**
 * The wallets (docs/product-rules.md#wallet-payments) and their background work: every
 * `intervalMs`, the payments due a status check are asked about, and the orders whose time to
 * pay ran out are cancelled. The work is in the database (check-payments.ts): any number of
 * processes may run this, and a restart picks up where the last one stopped.
 */
export const paymentsPlugin = fp(async (app: FastifyInstance, options: PaymentsPluginOptions) => {
  const context: PaymentContext = {
    wallets: options.wallets,
    publicUrl: options.publicUrl.replace(/\/+$/, ''),
    timeoutMs: options.timeoutMs ?? 8_000,
    firstCheckMs: options.firstCheckMs ?? PAYMENT_FIRST_CHECK_MINUTES * 60_000,
  };
  let running: Promise<void> | null = null;
  let closed = false;

  async function pass() {
    const now = app.clock();
    const checked = await checkDuePayments(app.db, context, now);
    // Orders paid meanwhile have their confirmation mail queued.
    if (checked.changes.length > 0) app.mail.kick();
    const cancelled = await cancelUnpaidOrders(app.db, app.clock());
    for (const change of [...checked.changes, ...cancelled]) {
      if (change.customerId === null || change.historyId === null) continue;
      await announceOrderStatusAfterCommit(
        app.database,
        { customerId: change.customerId, orderId: change.orderId, historyId: change.historyId },
        (error) => app.log.warn({ err: error }, 'order status announcement failed'),
      );
    }
    for (const error of checked.errors) app.log.error({ err: error }, 'payment check failed');
    for (const attemptId of checked.secondPayments) {
      app.log.error({ attemptId }, secondPaymentWords(attemptId));
    }
    if (checked.unreachable > 0) {
      app.log.warn(
        { unreachable: checked.unreachable },
        'payment status checks: wallet unreachable',
      );
    }
  }

  function runChecks(): Promise<void> {
    if (closed) return Promise.resolve();
    running ??= pass()
      .catch((error: unknown) => app.log.error({ err: error }, 'payment checks failed'))
      .finally(() => {
        running = null;
      });
    return running;
  }

  app.decorate('payments', {
    context,
    offered: offeredMethods(options.wallets),
    runChecks,
  } satisfies Payments);

  if (!options.wallets.esewa && !options.wallets.khalti) return;
  const timer = setInterval(() => void runChecks(), options.intervalMs ?? 30_000);
  timer.unref();
  app.addHook('onReady', async () => void runChecks());
  app.addHook('onClose', async () => {
    closed = true;
    clearInterval(timer);
    await running;
  });
});
