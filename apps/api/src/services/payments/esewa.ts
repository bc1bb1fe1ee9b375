import { createHmac, timingSafeEqual } from 'node:crypto';
import type { WalletRedirect } from '@shop/shared';
import type { WalletConfig } from '../../config.ts';
import { nrsText, paisaOfWalletAmount, walletCall } from './wallet-http.ts';
import type { WalletVerdict } from './wallet-verdict.ts';

/*
 * eSewa ePay v2 (https://developer.esewa.com.np/pages/Epay-V2): the browser posts a form signed
 * with the merchant's secret key (HMAC-SHA256, base64, over `name=value` of the signed fields
 * joined by commas); eSewa sends the customer back to success_url?data=<base64 JSON>, signed the
 * same way over the answer's own signed_field_names; the status API has the last word.
 */

export type EsewaSettings = NonNullable<WalletConfig['esewa']>;

const SIGNED_FIELDS = 'total_amount,transaction_uuid,product_code';

export function esewaSignature(secretKey: string, fields: Record<string, string>, names: string) {
  const message = names
    .split(',')
    .map((name) => `${name}=${fields[name] ?? ''}`)
    .join(',');
  return createHmac('sha256', secretKey).update(message).digest('base64');
}

/** The form the browser posts to eSewa for a payment of the order's total. */
export function esewaForm(
  settings: EsewaSettings,
  payment: { transactionUuid: string; amountPaisa: number; successUrl: string; failureUrl: string },
): WalletRedirect {
  const total = nrsText(payment.amountPaisa);
  const fields: Record<string, string> = {
    amount: total,
    tax_amount: '0',
    total_amount: total,
    transaction_uuid: payment.transactionUuid,
    product_code: settings.productCode,
    product_service_charge: '0',
    product_delivery_charge: '0',
    success_url: payment.successUrl,
    failure_url: payment.failureUrl,
    signed_field_names: SIGNED_FIELDS,
  };
  fields.signature = esewaSignature(settings.secretKey, fields, SIGNED_FIELDS);
  return { wallet: 'esewa', method: 'POST', url: settings.formUrl, fields };
}

export type EsewaReturn =
  | { ok: true; transactionUuid: string; amountPaisa: number; status: string }
  | { ok: false; reason: string; transactionUuid: string | null };

/** Reads and checks the success URL's `data`: eSewa's signature over its own signed fields. */
export function readEsewaReturn(settings: EsewaSettings, data: string | undefined): EsewaReturn {
  let answer: Record<string, unknown>;
  try {
    // A query parser reads base64's '+' as a space: base64 has no spaces, so they are '+'.
    const base64 = (data ?? '').replace(/ /g, '+');
    const parsed: unknown = JSON.parse(Buffer.from(base64, 'base64').toString('utf8'));
    if (typeof parsed !== 'object' || parsed === null) throw new Error('not an object');
    answer = parsed as Record<string, unknown>;
  } catch {
    return { ok: false, reason: 'data is not base64 JSON', transactionUuid: null };
  }
  const text = (value: unknown) =>
    typeof value === 'string' || typeof value === 'number' ? String(value) : '';
  const transactionUuid = text(answer.transaction_uuid) || null;
  const names = text(answer.signed_field_names);
  if (!names) return { ok: false, reason: 'no signed_field_names', transactionUuid };
  const fields = Object.fromEntries(
    Object.entries(answer).map(([key, value]) => [key, text(value)]),
  );
  const expected = Buffer.from(esewaSignature(settings.secretKey, fields, names));
  const given = Buffer.from(text(answer.signature));
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) {
    return { ok: false, reason: 'bad signature', transactionUuid };
  }
  const signed = new Set(names.split(','));
  if (!['total_amount', 'transaction_uuid', 'product_code'].every((name) => signed.has(name))) {
    return { ok: false, reason: 'amount, uuid or product code not signed', transactionUuid };
  }
  if (text(answer.product_code) !== settings.productCode) {
    return { ok: false, reason: 'another product code', transactionUuid };
  }
  const amountPaisa = paisaOfWalletAmount(answer.total_amount);
  if (amountPaisa === null || !transactionUuid) {
    return { ok: false, reason: 'no amount or uuid', transactionUuid };
  }
  return { ok: true, transactionUuid, amountPaisa, status: text(answer.status) };
}

/*
 * NOT_FOUND is not final: eSewa answers it for a payment whose form was posted but not yet
 * confirmed, and a customer still on eSewa's page (or back to it) may pay after a check.
 */
const PENDING = new Set(['PENDING', 'AMBIGUOUS', 'NOT_FOUND']);

/** Asks eSewa's status API; the amount asked is ours, never the browser's. */
export async function esewaStatus(
  settings: EsewaSettings,
  payment: { transactionUuid: string; amountPaisa: number },
  timeoutMs: number,
): Promise<WalletVerdict> {
  const url = new URL(settings.statusUrl);
  url.searchParams.set('product_code', settings.productCode);
  url.searchParams.set('total_amount', nrsText(payment.amountPaisa));
  url.searchParams.set('transaction_uuid', payment.transactionUuid);
  const { body } = await walletCall(
    url.toString(),
    { headers: { accept: 'application/json' } },
    timeoutMs,
  );
  const answer = (typeof body === 'object' && body !== null ? body : {}) as Record<string, unknown>;
  const status = typeof answer.status === 'string' ? answer.status : 'UNKNOWN';
  if (status === 'COMPLETE') {
    const amountPaisa = paisaOfWalletAmount(answer.total_amount) ?? -1;
    return {
      kind: 'paid',
      reference: String(answer.ref_id ?? ''),
      amountPaisa,
      walletStatus: status,
    };
  }
  // An answer without a status (an error body) tells nothing: ask again later.
  if (PENDING.has(status) || status === 'UNKNOWN') return { kind: 'pending', walletStatus: status };
  return { kind: 'failed', walletStatus: status };
}
