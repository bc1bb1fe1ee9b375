import type { WalletConfig } from '../../config.ts';
import { WalletUnavailable, walletCall } from './wallet-http.ts';
import type { WalletVerdict } from './wallet-verdict.ts';

/*
 * Khalti's web checkout, KPG-2 (https://docs.khalti.com/khalti-epayment/): the server initiates
 * the payment (amount in paisa) and sends the customer to the answer's payment_url; back on
 * return_url, only the lookup API's `Completed` counts as paid.
 */

export type KhaltiSettings = NonNullable<WalletConfig['khalti']>;

export interface KhaltiPayment {
  purchaseOrderId: string;
  purchaseOrderName: string;
  amountPaisa: number;
  returnUrl: string;
  websiteUrl: string;
  customer: { name: string; email: string; phone: string };
}

/** Khalti refused the request itself (its validation): trying again will not help. */
export class KhaltiRefused extends Error {}

function headers(settings: KhaltiSettings) {
  return { authorization: `Key ${settings.secretKey}`, 'content-type': 'application/json' };
}

export async function khaltiInitiate(
  settings: KhaltiSettings,
  payment: KhaltiPayment,
  timeoutMs: number,
): Promise<{ pidx: string; paymentUrl: string }> {
  const { status, body } = await walletCall(
    `${settings.baseUrl}/epayment/initiate/`,
    {
      method: 'POST',
      headers: headers(settings),
      body: JSON.stringify({
        return_url: payment.returnUrl,
        website_url: payment.websiteUrl,
        amount: payment.amountPaisa,
        purchase_order_id: payment.purchaseOrderId,
        purchase_order_name: payment.purchaseOrderName,
        customer_info: payment.customer,
      }),
    },
    timeoutMs,
  );
  const answer = (body ?? {}) as { pidx?: unknown; payment_url?: unknown };
  if (status === 200 && typeof answer.pidx === 'string' && typeof answer.payment_url === 'string') {
    return { pidx: answer.pidx, paymentUrl: answer.payment_url };
  }
  if (status === 401) throw new WalletUnavailable('Khalti refused the secret key');
  throw new KhaltiRefused(`Khalti refused the payment (${status}): ${JSON.stringify(body)}`);
}

const PENDING = new Set(['Pending', 'Initiated']);

/** The lookup API's word on a payment. Expired and User canceled come with HTTP 400. */
export async function khaltiLookup(
  settings: KhaltiSettings,
  pidx: string,
  timeoutMs: number,
): Promise<WalletVerdict> {
  const { status, body } = await walletCall(
    `${settings.baseUrl}/epayment/lookup/`,
    { method: 'POST', headers: headers(settings), body: JSON.stringify({ pidx }) },
    timeoutMs,
  );
  if (status === 401) throw new WalletUnavailable('Khalti refused the secret key');
  const answer = (body ?? {}) as Record<string, unknown>;
  const walletStatus = typeof answer.status === 'string' ? answer.status : null;
  if (walletStatus === null) {
    // "Not found.": Khalti knows no such payment.
    return status === 400 || status === 404
      ? { kind: 'failed', walletStatus: 'Not found' }
      : { kind: 'pending', walletStatus: `HTTP ${status}` };
  }
  if (walletStatus === 'Completed') {
    const amountPaisa = typeof answer.total_amount === 'number' ? answer.total_amount : -1;
    const reference = typeof answer.transaction_id === 'string' ? answer.transaction_id : pidx;
    return { kind: 'paid', reference, amountPaisa, walletStatus };
  }
  if (PENDING.has(walletStatus)) return { kind: 'pending', walletStatus };
  return { kind: 'failed', walletStatus };
}
