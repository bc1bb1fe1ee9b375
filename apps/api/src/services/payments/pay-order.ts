import { type Db, orderStatusHistory, orders, paymentAttempts } from '@shop/db';
import { and, count, eq, gt } from '@shop/db/orm';
import {
  isWallet,
  type Order,
  PAYMENT_MESSAGES,
  type PaymentMethod,
  WALLET_NAMES,
} from '@shop/shared';
import { AppError } from '../../lib/app-error.ts';
import type { OrderChange } from '../orders/order-change.ts';
import { findOwnOrderRow, type OrderRow, orderView } from '../orders/order-view.ts';
import { startWalletPayment, type WalletStep } from './start-payment.ts';
import type { PaymentContext } from './wallet-gateway.ts';

/** A wallet the shop offers, or 400 with the customer's words. */
export function assertOffered(offered: readonly PaymentMethod[], method: PaymentMethod) {
  if (!offered.includes(method)) {
    const name = isWallet(method) ? WALLET_NAMES[method] : method;
    throw new AppError('VALIDATION_FAILED', PAYMENT_MESSAGES.walletNotOffered(name));
  }
}

/** The wallet step of an order awaiting its payment: to the wallet it was placed with. */
export async function walletStepOf(
  db: Db,
  ctx: PaymentContext,
  row: OrderRow,
  now: Date,
): Promise<WalletStep> {
  const wallet = row.paymentMethod;
  if (row.status !== 'awaiting_payment' || !row.payBy || row.payBy <= now || !isWallet(wallet)) {
    return { walletRedirect: null, walletProblem: null };
  }
  if (!ctx.wallets[wallet]) {
    return {
      walletRedirect: null,
      walletProblem: PAYMENT_MESSAGES.walletNotOffered(WALLET_NAMES[wallet]),
    };
  }
  if ((await attemptCount(db, row.id)) >= MAX_PAYMENT_ATTEMPTS) {
    return { walletRedirect: null, walletProblem: PAYMENT_MESSAGES.tooManyTries };
  }
  return startWalletPayment(db, ctx, { ...row, payBy: row.payBy }, wallet, now);
}

/** Tries to pay one order: each starts a payment at the wallet (and Khalti's, a call). */
const MAX_PAYMENT_ATTEMPTS = 10;

async function attemptCount(db: Db, orderId: string): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(paymentAttempts)
    .where(eq(paymentAttempts.orderId, orderId));
  return row?.n ?? 0;
}

export interface PaidAgain {
  order: Order;
  step: WalletStep;
  /** Paid cash instead: the order went to the restaurant (its timeline grew). */
  change: OrderChange | null;
}

/**
 * An order awaiting its payment, paid again with a wallet (the last try failed, or the customer
 * came back later) or switched to cash on delivery, which sends it to the restaurant now. Only
 * while the time to pay lasts; an attempt still open at the wallet is still checked, and if it
 * was paid after all, the order is recorded paid with it.
 */
export async function payOrderAgain(
  db: Db,
  ctx: PaymentContext,
  customerId: string,
  orderId: string,
  method: PaymentMethod,
  now: Date,
): Promise<PaidAgain> {
  const row = await findOwnOrderRow(db, customerId, orderId);
  const awaiting = and(
    eq(orders.id, row.id),
    eq(orders.status, 'awaiting_payment'),
    gt(orders.payBy, now),
  );
  if (method === 'cash') {
    const change = await db.transaction(async (tx) => {
      const [updated] = await tx
        .update(orders)
        .set({ status: 'pending', paymentMethod: 'cash', paymentStatus: 'unpaid', payBy: null })
        .where(awaiting)
        .returning();
      if (!updated) throw new AppError('CONFLICT', PAYMENT_MESSAGES.notAwaitingPayment);
      const [entry] = await tx
        .insert(orderStatusHistory)
        .values({
          orderId,
          status: 'pending',
          changedBy: 'customer',
          notes: PAYMENT_MESSAGES.switchedToCash,
        })
        .returning({ id: orderStatusHistory.id });
      if (!entry) throw new Error('the timeline entry was not written');
      return { order: await orderView(tx, updated), customerId, historyId: entry.id };
    });
    return { order: change.order, step: { walletRedirect: null, walletProblem: null }, change };
  }
  const [updated] = await db
    .update(orders)
    .set({ paymentMethod: method, paymentStatus: 'pending' })
    .where(awaiting)
    .returning();
  if (!updated) throw new AppError('CONFLICT', PAYMENT_MESSAGES.notAwaitingPayment);
  const step = await walletStepOf(db, ctx, updated, now);
  return { order: await orderView(db, updated), step, change: null };
}
