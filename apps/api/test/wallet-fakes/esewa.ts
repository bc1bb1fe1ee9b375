import { checkoutButtons } from './checkout-buttons.ts';
import type { EsewaStatus, FakeControl } from './control.ts';
import { errorPage, readForm, redirect, sendHtml, sendJson } from './http.ts';
import { displayRupees, esewaAmount, toPaisa } from './money.ts';
import { esewaRefId } from './random-ids.ts';
import type { Route } from './routes.ts';
import { constantTimeEqual, esewaMessage, hmacBase64 } from './signature.ts';

export const ESEWA_FORM_PATH = '/esewa/api/epay/main/v2/form';
export const ESEWA_STATUS_PATH = '/esewa/api/epay/transaction/status/';
const PAY_PATH = '/esewa/pay';
const CANCEL_PATH = '/esewa/cancel';

const FORM_FIELDS = [
  'amount',
  'tax_amount',
  'total_amount',
  'transaction_uuid',
  'product_code',
  'product_service_charge',
  'product_delivery_charge',
  'success_url',
  'failure_url',
  'signed_field_names',
  'signature',
] as const;
const AMOUNT_PARTS = ['amount', 'tax_amount', 'product_service_charge', 'product_delivery_charge'];
const REQUIRED_SIGNED_FIELDS = ['total_amount', 'transaction_uuid', 'product_code'];
const SUCCESS_SIGNED_FIELDS =
  'transaction_code,status,total_amount,transaction_uuid,product_code,signed_field_names';
const REF_ID_STATUSES: readonly EsewaStatus[] = ['COMPLETE', 'FULL_REFUND', 'PARTIAL_REFUND'];

export interface EsewaTransaction {
  uuid: string;
  /** Rupees. */
  total_amount: number;
  product_code: string;
  /** What happened on the fake's page (the truth the status API answers without an override). */
  status: 'PENDING' | 'COMPLETE' | 'CANCELED';
  ref_id: string | null;
  success_url: string;
  failure_url: string;
}

class BadForm extends Error {}

export function createEsewaFake(options: {
  productCode: string;
  secretKey: string;
  control: FakeControl;
}) {
  const transactions = new Map<string, EsewaTransaction>();

  function readPaymentForm(form: URLSearchParams): EsewaTransaction {
    const missing = FORM_FIELDS.filter((name) => !form.get(name));
    if (missing.length > 0) throw new BadForm(`Missing fields: ${missing.join(', ')}`);
    const field = (name: string) => form.get(name) ?? '';
    if (field('product_code') !== options.productCode) throw new BadForm('Unknown product code');
    if (!/^[A-Za-z0-9-]+$/.test(field('transaction_uuid'))) {
      throw new BadForm('transaction_uuid may contain only letters, digits and hyphens');
    }
    const total = toPaisa(field('total_amount'));
    const parts = AMOUNT_PARTS.map((name) => toPaisa(field(name)));
    if (total === null || parts.some((part) => part === null)) {
      throw new BadForm('Amounts must be numbers');
    }
    const sum = parts.reduce<number>((a, b) => a + (b ?? 0), 0);
    if (sum !== total) {
      throw new BadForm(
        'total_amount must equal amount + tax_amount + product_service_charge + product_delivery_charge',
      );
    }
    const signedNames = field('signed_field_names').split(',');
    const unknownName = signedNames.find((name) => !form.has(name));
    if (unknownName !== undefined) throw new BadForm(`Unknown signed field: ${unknownName}`);
    if (!REQUIRED_SIGNED_FIELDS.every((name) => signedNames.includes(name))) {
      throw new BadForm(`signed_field_names must include ${REQUIRED_SIGNED_FIELDS.join(',')}`);
    }
    const expected = hmacBase64(options.secretKey, esewaMessage(signedNames, field));
    if (!constantTimeEqual(expected, field('signature'))) throw new BadForm('Invalid signature');
    const uuid = field('transaction_uuid');
    if (transactions.get(uuid)?.status === 'COMPLETE') {
      throw new BadForm('Duplicate transaction_uuid: this transaction is already complete');
    }
    return {
      uuid,
      total_amount: total / 100,
      product_code: field('product_code'),
      status: 'PENDING',
      ref_id: null,
      success_url: field('success_url'),
      failure_url: field('failure_url'),
    };
  }

  function successData(transaction: EsewaTransaction, refId: string): string {
    const answer: Record<string, string> = {
      transaction_code: refId,
      status: 'COMPLETE',
      total_amount: esewaAmount(transaction.total_amount),
      transaction_uuid: transaction.uuid,
      product_code: transaction.product_code,
      signed_field_names: SUCCESS_SIGNED_FIELDS,
    };
    const message = esewaMessage(SUCCESS_SIGNED_FIELDS.split(','), (name) => answer[name] ?? '');
    const signed = { ...answer, signature: hmacBase64(options.secretKey, message) };
    return Buffer.from(JSON.stringify(signed)).toString('base64');
  }

  const buttons = checkoutButtons<EsewaTransaction>({
    title: 'eSewa (test double)',
    wallet: 'eSewa',
    idField: 'transaction_uuid',
    noun: 'Transaction',
    payPath: PAY_PATH,
    cancelPath: CANCEL_PATH,
    find: (uuid) => transactions.get(uuid),
    stateOf: (transaction) => transaction.status,
    pending: 'PENDING',
  });

  function statusAnswer(url: URL) {
    const query = (name: string) => url.searchParams.get(name) ?? '';
    const uuid = query('transaction_uuid');
    const askedPaisa = toPaisa(query('total_amount').replaceAll(',', ''));
    const known = transactions.get(uuid);
    const matches =
      known !== undefined &&
      known.product_code === query('product_code') &&
      Math.round(known.total_amount * 100) === askedPaisa;
    const status: EsewaStatus =
      options.control.esewaStatus ?? (matches ? known.status : 'NOT_FOUND');
    let refId: string | null = null;
    if (REF_ID_STATUSES.includes(status)) {
      refId = known?.ref_id ?? esewaRefId();
      if (known) known.ref_id = refId;
    }
    const totalAmount = known?.total_amount ?? (askedPaisa === null ? 0 : askedPaisa / 100);
    const body = {
      product_code: query('product_code'),
      transaction_uuid: uuid,
      total_amount: totalAmount,
      status,
      ref_id: refId,
    };
    // eSewa writes the amount as a number with a decimal (100.0), which JSON.stringify drops.
    const raw = JSON.stringify(body).replace(
      `"total_amount":${JSON.stringify(totalAmount)}`,
      `"total_amount":${esewaAmount(totalAmount)}`,
    );
    return { body, raw };
  }

  const routes: Route[] = [
    {
      method: 'POST',
      path: ESEWA_FORM_PATH,
      async handler(request, response) {
        let transaction: EsewaTransaction;
        try {
          transaction = readPaymentForm(await readForm(request));
        } catch (error) {
          if (!(error instanceof BadForm)) throw error;
          sendHtml(response, 400, errorPage('eSewa (test double): invalid payload', error.message));
          return;
        }
        transactions.set(transaction.uuid, transaction);
        buttons.sendPage(response, transaction.uuid, [
          `Amount: NRS ${displayRupees(transaction.total_amount)}`,
          `Transaction: ${transaction.uuid}`,
        ]);
      },
    },
    ...buttons.routes({
      pay(transaction, response) {
        transaction.status = 'COMPLETE';
        transaction.ref_id = esewaRefId();
        // eSewa appends `?data=` as is, even to a URL that has a query already.
        redirect(
          response,
          `${transaction.success_url}?data=${successData(transaction, transaction.ref_id)}`,
        );
      },
      cancel(transaction, response) {
        transaction.status = 'CANCELED';
        redirect(response, transaction.failure_url);
      },
    }),
    {
      method: 'GET',
      path: ESEWA_STATUS_PATH,
      unavailableBody: { code: 0, error_message: 'Service is currently unavailable' },
      handler(_request, response, url) {
        const missing = ['product_code', 'total_amount', 'transaction_uuid'].filter(
          (name) => !url.searchParams.get(name),
        );
        if (missing.length > 0) {
          sendJson(response, 400, { code: 0, error_message: `Missing ${missing.join(', ')}` });
          return;
        }
        const { body, raw } = statusAnswer(url);
        sendJson(response, 200, body, raw);
      },
    },
  ];

  return {
    routes,
    transactions: (): EsewaTransaction[] => [...transactions.values()].map((t) => ({ ...t })),
  };
}
