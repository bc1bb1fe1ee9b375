import { type Db, paymentAttempts } from '@shop/db';
import { eq } from '@shop/db/orm';
import {
  orderNumber,
  PAYMENT_MESSAGES,
  WALLET_NAMES,
  type Wallet,
  type WalletRedirect,
} from '@shop/shared';
import { esewaForm } from './esewa.ts';
import { KhaltiRefused, khaltiInitiate } from './khalti.ts';
import type { PaymentContext } from './wallet-gateway.ts';
import { WalletUnavailable } from './wallet-http.ts';

/** Where the browser goes next: to the wallet, or (it could not start) back with a sentence. */
export interface WalletStep {
  walletRedirect: WalletRedirect | null;
  walletProblem: string | null;
}

export interface OrderToPay {
  id: string;
  totalPaisa: number;
  customerName: string;
  customerEmail: string;
  phone: string;
  payBy: Date;
}

/** The wallets send the customer back to these (the routes in routes/public/payments). */
export const PAYMENT_RETURN_PATHS = {
  esewaSuccess: '/api/payments/esewa/success',
  esewaFailure: '/api/payments/esewa/failure',
  khaltiReturn: '/api/payments/khalti/return',
} as const;

/**
 * A new attempt to pay the order's total with a wallet: written first (its id is the wallet's
 * transaction id), with its first background check after five minutes, or when the time to pay
 * runs out if sooner; then eSewa's signed form, or Khalti's payment page once initiated.
 */
export async function startWalletPayment(
  db: Db,
  ctx: PaymentContext,
  order: OrderToPay,
  wallet: Wallet,
  now: Date,
): Promise<WalletStep> {
  const firstCheck = new Date(Math.min(now.getTime() + ctx.firstCheckMs, order.payBy.getTime()));
  const [attempt] = await db
    .insert(paymentAttempts)
    .values({ orderId: order.id, wallet, amountPaisa: order.totalPaisa, checkAt: firstCheck })
    .returning({ id: paymentAttempts.id });
  if (!attempt) throw new Error('the payment attempt was not written');

  if (wallet === 'esewa' && ctx.wallets.esewa) {
    const walletRedirect = esewaForm(ctx.wallets.esewa, {
      transactionUuid: attempt.id,
      amountPaisa: order.totalPaisa,
      successUrl: `${ctx.publicUrl}${PAYMENT_RETURN_PATHS.esewaSuccess}`,
      failureUrl: `${ctx.publicUrl}${PAYMENT_RETURN_PATHS.esewaFailure}?transaction_uuid=${attempt.id}`,
    });
    return { walletRedirect, walletProblem: null };
  }
  const settings = ctx.wallets.khalti;
  if (wallet !== 'khalti' || !settings) throw new Error(`${wallet} is not configured`);
  try {
    const { pidx, paymentUrl } = await khaltiInitiate(
      settings,
      {
        purchaseOrderId: attempt.id,
        purchaseOrderName: `Burger House order ${orderNumber(order.id)}`,
        amountPaisa: order.totalPaisa,
        returnUrl: `${ctx.publicUrl}${PAYMENT_RETURN_PATHS.khaltiReturn}`,
        websiteUrl: ctx.publicUrl,
        customer: { name: order.customerName, email: order.customerEmail, phone: order.phone },
      },
      ctx.timeoutMs,
    );
    await db
      .update(paymentAttempts)
      .set({ walletToken: pidx, walletStatus: 'Initiated' })
      .where(eq(paymentAttempts.id, attempt.id));
    return {
      walletRedirect: { wallet, method: 'GET', url: paymentUrl, fields: {} },
      walletProblem: null,
    };
  } catch (error) {
    if (!(error instanceof WalletUnavailable) && !(error instanceof KhaltiRefused)) throw error;
    await db
      .update(paymentAttempts)
      .set({ status: 'failed', walletStatus: error.message.slice(0, 200), checkAt: null })
      .where(eq(paymentAttempts.id, attempt.id));
    const name = WALLET_NAMES[wallet];
    return {
      walletRedirect: null,
      walletProblem:
        error instanceof WalletUnavailable
          ? PAYMENT_MESSAGES.walletUnreachable(name)
          : PAYMENT_MESSAGES.walletRefused(name),
    };
  }
}
