import { type Db, orderStatusHistory, orders } from '@shop/db';
import { and, eq, sql } from '@shop/db/orm';
import { PAYMENT_MESSAGES, type Wallet } from '@shop/shared';
import { releaseOrder } from '../orders/release-order.ts';
import { type Settled, settleAttempt } from './settle-payment.ts';
import { askWallet, type PaymentContext } from './wallet-gateway.ts';
import { WalletUnavailable } from './wallet-http.ts';

/*
 * The payments' background work (docs/product-rules.md#wallet-payments), kept in the database so
 * that it survives a restart and runs once across server processes:
 *  - the attempts due a status check (payment_attempts.check_at) are taken with a lease: the
 *    check time moves two minutes ahead in the statement that takes them (SKIP LOCKED), so two
 *    processes never ask about the same payment, and a process that stops leaves it to the next;
 *  - orders whose time to pay ran out, once every open attempt has had its last check, are
 *    cancelled, giving back what they held.
 */

const LEASE = sql`interval '2 minutes'`;
/** A wallet that cannot be asked does not keep an order waiting longer than this past its time. */
const GRACE = sql`interval '10 minutes'`;
const BATCH = 20;

export interface CheckReport {
  /** Orders whose timeline grew: announced to the live streams by the caller. */
  changes: Settled[];
  unreachable: number;
  /** Attempts that paid an order already paid: logged for the owner to give back. */
  secondPayments: string[];
  /** Attempts whose check failed otherwise (logged; the lease brings them back). */
  errors: unknown[];
}

export async function checkDuePayments(
  db: Db,
  ctx: PaymentContext,
  now: Date,
): Promise<CheckReport> {
  const at = sql`${now.toISOString()}::timestamptz`;
  const taken = (await db.execute(sql`
    UPDATE payment_attempts SET check_at = ${at} + ${LEASE}, checks = checks + 1
    WHERE id IN (
      SELECT id FROM payment_attempts WHERE check_at <= ${at}
      ORDER BY check_at LIMIT ${BATCH} FOR UPDATE SKIP LOCKED
    )
    RETURNING id, wallet, amount_paisa, wallet_token`)) as unknown as {
    rows: {
      id: string;
      wallet: Wallet;
      amount_paisa: string | number;
      wallet_token: string | null;
    }[];
  };
  const report: CheckReport = { changes: [], unreachable: 0, secondPayments: [], errors: [] };
  for (const row of taken.rows) {
    const attempt = {
      id: row.id,
      wallet: row.wallet,
      amountPaisa: Number(row.amount_paisa),
      walletToken: row.wallet_token,
    };
    try {
      const settled = await settleAttempt(db, attempt.id, await askWallet(ctx, attempt), now);
      if (settled?.historyId) report.changes.push(settled);
      if (settled?.outcome === 'second_payment') report.secondPayments.push(attempt.id);
    } catch (error) {
      // The lease brings it back in two minutes; one attempt's trouble does not stop the rest.
      if (error instanceof WalletUnavailable) report.unreachable++;
      else report.errors.push(error);
    }
  }
  return report;
}

export interface CancelledOrder {
  orderId: string;
  customerId: string | null;
  historyId: number;
}

/** Orders not paid in time, each cancelled in a transaction of its own with what it held. */
export async function cancelUnpaidOrders(db: Db, now: Date): Promise<CancelledOrder[]> {
  const at = sql`${now.toISOString()}::timestamptz`;
  const due = (await db.execute(sql`
    SELECT o.id FROM orders o
    WHERE o.status = 'awaiting_payment' AND o.pay_by <= ${at}
      AND (o.pay_by <= ${at} - ${GRACE} OR NOT EXISTS (
        SELECT 1 FROM payment_attempts a
        WHERE a.order_id = o.id AND a.status IN ('started', 'pending')
          AND (a.checked_at IS NULL OR a.checked_at < o.pay_by)
      ))
    ORDER BY o.pay_by LIMIT ${BATCH}`)) as unknown as { rows: { id: string }[] };
  const cancelled: CancelledOrder[] = [];
  for (const { id } of due.rows) {
    const change = await cancelUnpaid(db, id);
    if (change) cancelled.push(change);
  }
  return cancelled;
}

async function cancelUnpaid(db: Db, orderId: string): Promise<CancelledOrder | null> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .update(orders)
      .set({ status: 'cancelled' })
      .where(and(eq(orders.id, orderId), eq(orders.status, 'awaiting_payment')))
      .returning({ customerId: orders.customerId });
    if (!row) return null;
    const [entry] = await tx
      .insert(orderStatusHistory)
      .values({
        orderId,
        status: 'cancelled',
        changedBy: 'system',
        notes: PAYMENT_MESSAGES.notPaidInTime,
      })
      .returning({ id: orderStatusHistory.id });
    if (!entry) throw new Error('the timeline entry was not written');
    await releaseOrder(tx, orderId);
    return { orderId, customerId: row.customerId, historyId: entry.id };
  });
}
