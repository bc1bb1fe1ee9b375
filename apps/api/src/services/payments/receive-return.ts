import { type Db, paymentAttempts } from '@shop/db';
import { and, eq } from '@shop/db/orm';
import type { PaymentReturn, Wallet } from '@shop/shared';
import { readEsewaReturn } from './esewa.ts';
import { type Settled, settleAttempt } from './settle-payment.ts';
import { askWallet, type PaymentContext } from './wallet-gateway.ts';
import { WalletUnavailable } from './wallet-http.ts';
import type { WalletVerdict } from './wallet-verdict.ts';

/*
 * The customer back from a wallet (docs/product-rules.md#wallet-payments). What the browser
 * brings is read, never trusted: it only names the attempt, whose payment the wallet's own API
 * then confirms, for the amount the shop asked. A callback that does not hold together (a bad
 * signature, an unknown payment, another amount, one for a payment already settled) changes
 * nothing and is reported as refused, for the log.
 */

export interface ReturnResult {
  /** The order's page to send the customer to; null when the callback names no order of ours. */
  orderId: string | null;
  result: PaymentReturn;
  /** Set when the order changed: the live streams are told. */
  settled: Settled | null;
  /** Why the callback was refused or not believed, for the log. */
  refused: string | null;
}

interface Attempt {
  id: string;
  orderId: string;
  wallet: Wallet;
  amountPaisa: number;
  status: string;
  walletToken: string | null;
}

const attemptColumns = {
  id: paymentAttempts.id,
  orderId: paymentAttempts.orderId,
  wallet: paymentAttempts.wallet,
  amountPaisa: paymentAttempts.amountPaisa,
  status: paymentAttempts.status,
  walletToken: paymentAttempts.walletToken,
};

const UUID = /[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/i;

async function attemptById(db: Db, wallet: Wallet, text: string | null | undefined) {
  const id = text?.match(UUID)?.[0];
  if (!id) return null;
  const [row] = await db
    .select(attemptColumns)
    .from(paymentAttempts)
    .where(and(eq(paymentAttempts.id, id), eq(paymentAttempts.wallet, wallet)));
  return (row as Attempt | undefined) ?? null;
}

const refusedResult = (orderId: string | null, refused: string): ReturnResult => ({
  orderId,
  result: 'invalid',
  settled: null,
  refused,
});

/** The wallet's word, asked now; a wallet that does not answer leaves the payment pending. */
async function confirmWithWallet(
  db: Db,
  ctx: PaymentContext,
  attempt: Attempt,
  now: Date,
  { cameBackFailed = false }: { cameBackFailed?: boolean } = {},
): Promise<ReturnResult> {
  let verdict: WalletVerdict;
  try {
    verdict = await askWallet(ctx, attempt);
  } catch (error) {
    if (!(error instanceof WalletUnavailable)) throw error;
    // The background check asks again; the customer's page follows live.
    return { orderId: attempt.orderId, result: 'pending', settled: null, refused: null };
  }
  const settled = await settleAttempt(db, attempt.id, verdict, now);
  const outcome = settled?.outcome ?? 'failed';
  if (outcome === 'amount_mismatch') {
    return refusedResult(attempt.orderId, `the wallet reports another amount for ${attempt.id}`);
  }
  if (outcome === 'second_payment') {
    return {
      orderId: attempt.orderId,
      result: 'paid',
      settled: null,
      refused: secondPaymentWords(attempt.id),
    };
  }
  // Back from eSewa's failure page, a payment eSewa does not know (yet) was not made: it is
  // still asked about later, but the customer is told it failed.
  const unknownAfterFailure = cameBackFailed && verdict.walletStatus === 'NOT_FOUND';
  const result: PaymentReturn =
    outcome === 'paid' || outcome === 'already_settled'
      ? 'paid'
      : outcome === 'pending' && !unknownAfterFailure
        ? 'pending'
        : 'failed';
  return { orderId: attempt.orderId, result, settled, refused: null };
}

/** For the log: the owner gives a second payment of an order back in the merchant panel. */
export function secondPaymentWords(attemptId: string): string {
  return `payment ${attemptId} paid an order already paid: give it back in the wallet's merchant panel`;
}

/** A settled attempt called back again: a replay (or the page reloaded). Nothing changes. */
function replayed(attempt: Attempt): ReturnResult | null {
  if (attempt.status !== 'completed') return null;
  return {
    orderId: attempt.orderId,
    result: 'paid',
    settled: null,
    refused: `a callback for payment ${attempt.id}, already paid`,
  };
}

export async function receiveEsewaSuccess(
  db: Db,
  ctx: PaymentContext,
  data: string | undefined,
  now: Date,
): Promise<ReturnResult> {
  const settings = ctx.wallets.esewa;
  if (!settings) return refusedResult(null, 'eSewa is not configured');
  const answer = readEsewaReturn(settings, data);
  const attempt = await attemptById(db, 'esewa', answer.transactionUuid);
  if (!answer.ok) return refusedResult(attempt?.orderId ?? null, `eSewa data: ${answer.reason}`);
  if (!attempt)
    return refusedResult(null, `eSewa data for an unknown payment ${answer.transactionUuid}`);
  if (answer.amountPaisa !== attempt.amountPaisa) {
    return refusedResult(attempt.orderId, `eSewa data with another amount for ${attempt.id}`);
  }
  return replayed(attempt) ?? confirmWithWallet(db, ctx, attempt, now);
}

/** eSewa's failure URL: the customer cancelled or the payment failed; the status API says which. */
export async function receiveEsewaFailure(
  db: Db,
  ctx: PaymentContext,
  transactionUuid: string | undefined,
  now: Date,
): Promise<ReturnResult> {
  if (!ctx.wallets.esewa) return refusedResult(null, 'eSewa is not configured');
  const attempt = await attemptById(db, 'esewa', transactionUuid);
  if (!attempt) return refusedResult(null, `eSewa failure for an unknown payment`);
  if (attempt.status === 'completed')
    return { ...replayed(attempt), refused: null } as ReturnResult;
  return confirmWithWallet(db, ctx, attempt, now, { cameBackFailed: true });
}

export async function receiveKhaltiReturn(
  db: Db,
  ctx: PaymentContext,
  query: { pidx?: string | undefined; purchase_order_id?: string | undefined },
  now: Date,
): Promise<ReturnResult> {
  if (!ctx.wallets.khalti) return refusedResult(null, 'Khalti is not configured');
  if (!query.pidx) return refusedResult(null, 'a Khalti return without pidx');
  const [row] = await db
    .select(attemptColumns)
    .from(paymentAttempts)
    .where(and(eq(paymentAttempts.wallet, 'khalti'), eq(paymentAttempts.walletToken, query.pidx)));
  const attempt = (row as Attempt | undefined) ?? null;
  if (!attempt) return refusedResult(null, `a Khalti return for an unknown pidx`);
  if (query.purchase_order_id !== attempt.id) {
    return refusedResult(
      attempt.orderId,
      `a Khalti return naming another purchase order for ${attempt.id}`,
    );
  }
  return replayed(attempt) ?? confirmWithWallet(db, ctx, attempt, now);
}
