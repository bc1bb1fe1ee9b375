import { type Db, type DbOrTx, orderStatusHistory, orders, paymentAttempts } from '@shop/db';
import { eq, sql } from '@shop/db/orm';
import {
  PAYMENT_CHECK_GIVE_UP_HOURS,
  PAYMENT_MESSAGES,
  toNrs,
  WALLET_NAMES,
  type Wallet,
} from '@shop/shared';
import { recordActivity } from '../activity/record-activity.ts';
import { queuePaidOrderMail } from './paid-order-mail.ts';
import type { WalletVerdict } from './wallet-verdict.ts';

/*
 * A wallet's word on one payment attempt, written (docs/product-rules.md#wallet-payments). The
 * attempt's and the order's rows are locked first, so a callback and the background check that
 * settle the same payment at once apply it once: the second finds the attempt settled.
 */

export type SettleOutcome =
  /** The order is paid by this attempt now. */
  | 'paid'
  /** Settled before (a replayed callback, or the check came first): nothing changed. */
  | 'already_settled'
  | 'pending'
  | 'failed'
  /** The wallet says paid, for another amount than asked: not taken as paid. */
  | 'amount_mismatch'
  /**
   * Paid, but the order was already paid by another attempt (a customer paying in two tabs):
   * the order keeps its first payment; this one is for the owner to give back.
   */
  | 'second_payment';

export interface Settled {
  outcome: SettleOutcome;
  orderId: string;
  customerId: string | null;
  /** The timeline entry written, for the live status streams; null when none was. */
  historyId: number | null;
}

interface AttemptRow {
  id: string;
  order_id: string;
  wallet: Wallet;
  amount_paisa: string | number;
  status: string;
  checks: number;
  created_at: string | Date;
  order_status: string;
  payment_status: string;
  payment_method: string;
  pay_by: string | Date | null;
  customer_id: string | null;
}

/**
 * When to ask the wallet again about a payment it calls pending: after 1, 2, 4… minutes (at
 * most 30), and at the latest when the order's time to pay runs out, for the last check.
 */
export function nextCheckAt(now: Date, attempt: { checks: number; pay_by: string | Date | null }) {
  const backoff = now.getTime() + Math.min(60_000 * 2 ** attempt.checks, 30 * 60_000);
  const payBy = attempt.pay_by === null ? null : new Date(attempt.pay_by).getTime();
  return new Date(payBy !== null && payBy > now.getTime() ? Math.min(backoff, payBy) : backoff);
}

export async function settleAttempt(
  db: Db,
  attemptId: string,
  verdict: WalletVerdict,
  now: Date,
): Promise<Settled | null> {
  return db.transaction(async (tx) => {
    const attempt = await lockAttempt(tx, attemptId);
    if (!attempt) return null;
    const base = { orderId: attempt.order_id, customerId: attempt.customer_id, historyId: null };
    if (attempt.status === 'completed' || attempt.status === 'refund_due') {
      return { ...base, outcome: 'already_settled' as const };
    }

    if (verdict.kind === 'paid') {
      if (verdict.amountPaisa !== Number(attempt.amount_paisa)) {
        await closeAttempt(tx, attemptId, 'failed', verdict.walletStatus, verdict.reference, now);
        await recordForOwner(tx, attempt, 'payment.amount_mismatch', verdict);
        return { ...base, outcome: 'amount_mismatch' as const };
      }
      if (paidAlready(attempt)) {
        await closeAttempt(
          tx,
          attemptId,
          'refund_due',
          verdict.walletStatus,
          verdict.reference,
          now,
        );
        await recordForOwner(tx, attempt, 'payment.second_payment', verdict);
        return { ...base, outcome: 'second_payment' as const };
      }
      await closeAttempt(tx, attemptId, 'completed', verdict.walletStatus, verdict.reference, now);
      const historyId = await markOrderPaid(tx, attempt, verdict.reference);
      return { ...base, historyId, outcome: 'paid' as const };
    }

    if (verdict.kind === 'failed') {
      await closeAttempt(tx, attemptId, 'failed', verdict.walletStatus, null, now);
      await unpaidWithoutOpenAttempt(tx, attempt.order_id);
      return { ...base, outcome: 'failed' as const };
    }

    const givenUpAt =
      new Date(attempt.created_at).getTime() + PAYMENT_CHECK_GIVE_UP_HOURS * 3_600_000;
    if (now.getTime() > givenUpAt) {
      await closeAttempt(tx, attemptId, 'failed', verdict.walletStatus, null, now);
      await unpaidWithoutOpenAttempt(tx, attempt.order_id);
      return { ...base, outcome: 'failed' as const };
    }
    await tx
      .update(paymentAttempts)
      .set({
        status: 'pending',
        walletStatus: verdict.walletStatus,
        checkedAt: now,
        checkAt: nextCheckAt(now, attempt),
      })
      .where(eq(paymentAttempts.id, attemptId));
    return { ...base, outcome: 'pending' as const };
  });
}

/**
 * The order needs no more money: another attempt paid it, or the customer chose cash instead
 * and the order went on (a cancelled order's late payment is its refund due, below).
 */
function paidAlready(attempt: AttemptRow): boolean {
  if (attempt.payment_method === 'cash') {
    return attempt.order_status !== 'awaiting_payment' && attempt.order_status !== 'cancelled';
  }
  return ['paid', 'refund_due', 'refunded'].includes(attempt.payment_status);
}

/**
 * Money the wallet took that the order does not keep, in the activity log for the owner to give
 * back in the wallet's merchant panel: no back-office screen lists attempts.
 */
async function recordForOwner(
  tx: DbOrTx,
  attempt: AttemptRow,
  action: string,
  verdict: Extract<WalletVerdict, { kind: 'paid' }>,
) {
  await recordActivity(tx, {
    adminId: null,
    action,
    entityType: 'order',
    entityId: attempt.order_id,
    details: {
      wallet: attempt.wallet,
      reference: verdict.reference,
      paid: toNrs(verdict.amountPaisa),
      asked: toNrs(Number(attempt.amount_paisa)),
      attemptId: attempt.id,
    },
  });
}

/** The order's payment is no longer under way once its last open attempt failed. */
async function unpaidWithoutOpenAttempt(tx: DbOrTx, orderId: string) {
  await tx.execute(sql`
    UPDATE orders SET payment_status = 'unpaid'
    WHERE id = ${orderId}::uuid AND payment_status = 'pending' AND NOT EXISTS (
      SELECT 1 FROM payment_attempts a
      WHERE a.order_id = orders.id AND a.status IN ('started', 'pending')
    )`);
}

async function lockAttempt(tx: DbOrTx, attemptId: string): Promise<AttemptRow | null> {
  const result = (await tx.execute(sql`
    SELECT a.id, a.order_id, a.wallet, a.amount_paisa, a.status, a.checks, a.created_at,
      o.status AS order_status, o.payment_status, o.payment_method, o.pay_by, o.customer_id
    FROM payment_attempts a JOIN orders o ON o.id = a.order_id
    WHERE a.id = ${attemptId}::uuid
    FOR UPDATE OF a, o`)) as unknown as { rows: AttemptRow[] };
  return result.rows[0] ?? null;
}

async function closeAttempt(
  tx: DbOrTx,
  attemptId: string,
  status: 'completed' | 'failed' | 'refund_due',
  walletStatus: string,
  reference: string | null,
  now: Date,
) {
  await tx
    .update(paymentAttempts)
    .set({ status, walletStatus, reference, checkAt: null, checkedAt: now })
    .where(eq(paymentAttempts.id, attemptId));
}

/**
 * The money is in. An order awaiting it goes to the restaurant (a timeline entry, announced);
 * an order paid cash meanwhile, or cancelled, keeps its status: the payment is recorded on it,
 * as a refund due when cancelled, so that the owner gives it back.
 */
async function markOrderPaid(tx: DbOrTx, attempt: AttemptRow, reference: string) {
  const wallet = WALLET_NAMES[attempt.wallet];
  if (attempt.order_status === 'awaiting_payment') {
    await tx
      .update(orders)
      .set({
        status: 'pending',
        paymentMethod: attempt.wallet,
        paymentStatus: 'paid',
        paymentReference: reference,
        payBy: null,
      })
      .where(eq(orders.id, attempt.order_id));
    const [entry] = await tx
      .insert(orderStatusHistory)
      .values({
        orderId: attempt.order_id,
        status: 'pending',
        changedBy: 'system',
        notes: PAYMENT_MESSAGES.paid(wallet, reference),
      })
      .returning({ id: orderStatusHistory.id });
    await queuePaidOrderMail(tx, attempt.order_id, { wallet, reference });
    return entry?.id ?? null;
  }
  await tx
    .update(orders)
    .set({
      paymentMethod: attempt.wallet,
      paymentStatus: attempt.order_status === 'cancelled' ? 'refund_due' : 'paid',
      paymentReference: reference,
    })
    .where(eq(orders.id, attempt.order_id));
  return null;
}
