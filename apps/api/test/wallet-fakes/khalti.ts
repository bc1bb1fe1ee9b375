import type { IncomingMessage, ServerResponse } from 'node:http';
import { checkoutButtons } from './checkout-buttons.ts';
import type { FakeControl, KhaltiStatus } from './control.ts';
import { errorPage, readJson, redirect, sendHtml, sendJson } from './http.ts';
import { khaltiAuthError } from './khalti-auth.ts';
import { MINIMUM_AMOUNT_ERROR, nepalTime, parseInitiateRequest } from './khalti-initiate.ts';
import { displayRupees } from './money.ts';
import { khaltiId } from './random-ids.ts';
import type { Route } from './routes.ts';

export const KHALTI_API_PATH = '/khalti/api/v2';
export const KHALTI_PAY_PATH = '/khalti/pay/';
const COMPLETE_PATH = '/khalti/pay/complete';
const CANCEL_PATH = '/khalti/pay/cancel';
const EXPIRES_IN_SECONDS = 1800;
const PAYER_MOBILE = '98XXXXX904';
const TRANSACTION_STATUSES: readonly KhaltiStatus[] = [
  'Completed',
  'Refunded',
  'Partially refunded',
];
const REFUNDED_STATUSES: readonly KhaltiStatus[] = ['Refunded', 'Partially refunded'];
const FAILED_STATUSES: readonly KhaltiStatus[] = ['Expired', 'User canceled'];
const PAGE_TITLE = 'Khalti (test double)';

export interface KhaltiPayment {
  pidx: string;
  /** Paisa. */
  amount: number;
  purchase_order_id: string;
  purchase_order_name: string;
  /** What happened on the fake's page; `Expired` once an unpaid payment is past `expires_at`. */
  status: 'Initiated' | 'Completed' | 'User canceled' | 'Expired';
  transaction_id: string | null;
  return_url: string;
  expires_at: string;
}

interface StoredPayment extends Omit<KhaltiPayment, 'status' | 'expires_at'> {
  status: 'Initiated' | 'Completed' | 'User canceled';
  expiresAt: Date;
}

function truth(payment: StoredPayment): KhaltiPayment['status'] {
  return payment.status === 'Initiated' && Date.now() > payment.expiresAt.getTime()
    ? 'Expired'
    : payment.status;
}

/** `return_url` with the query Khalti adds, keeping a query the merchant put there. */
function returnLocation(returnUrl: string, params: [string, string][]): string {
  const query = params.map(([k, v]) => `${encodeURIComponent(k)}=${encodeURIComponent(v)}`);
  return `${returnUrl}${returnUrl.includes('?') ? '&' : '?'}${query.join('&')}`;
}

export function createKhaltiFake(options: {
  baseUrl: () => string;
  secretKey: string;
  control: FakeControl;
}) {
  const payments = new Map<string, StoredPayment>();

  /** Answers 401 and returns false unless the request carries the secret key. */
  function authorized(request: IncomingMessage, response: ServerResponse): boolean {
    const error = khaltiAuthError(request, options.secretKey);
    if (error) sendJson(response, 401, error);
    return error === null;
  }

  const buttons = checkoutButtons<StoredPayment>({
    title: PAGE_TITLE,
    wallet: 'Khalti',
    idField: 'pidx',
    noun: 'Payment',
    payPath: COMPLETE_PATH,
    cancelPath: CANCEL_PATH,
    find: (pidx) => payments.get(pidx),
    stateOf: truth,
    pending: 'Initiated',
  });

  const orderParams = (payment: StoredPayment): [string, string][] => [
    ['purchase_order_id', payment.purchase_order_id],
    ['purchase_order_name', payment.purchase_order_name],
  ];

  const routes: Route[] = [
    {
      method: 'POST',
      path: `${KHALTI_API_PATH}/epayment/initiate/`,
      unavailableBody: { detail: 'Service unavailable' },
      async handler(request, response) {
        if (!authorized(request, response)) return;
        const body = await readJson(request);
        const forcedError = options.control.khaltiInitiateError;
        if (forcedError) {
          sendJson(response, 400, forcedError === true ? MINIMUM_AMOUNT_ERROR : forcedError);
          return;
        }
        const parsed = parseInitiateRequest(body);
        if ('errors' in parsed) {
          sendJson(response, 400, parsed.errors);
          return;
        }
        const pidx = khaltiId();
        const expiresAt = new Date(Date.now() + EXPIRES_IN_SECONDS * 1000);
        const { website_url: _websiteUrl, ...fields } = parsed.request;
        payments.set(pidx, {
          ...fields,
          pidx,
          status: 'Initiated',
          transaction_id: null,
          expiresAt,
        });
        sendJson(response, 200, {
          pidx,
          payment_url: `${options.baseUrl()}${KHALTI_PAY_PATH}?pidx=${pidx}`,
          expires_at: nepalTime(expiresAt),
          expires_in: EXPIRES_IN_SECONDS,
        });
      },
    },
    {
      method: 'POST',
      path: `${KHALTI_API_PATH}/epayment/lookup/`,
      unavailableBody: { detail: 'Service unavailable' },
      async handler(request, response) {
        if (!authorized(request, response)) return;
        const body = (await readJson(request)) as { pidx?: unknown } | undefined;
        if (typeof body?.pidx !== 'string' || body.pidx === '') {
          sendJson(response, 400, {
            pidx: ['This field is required.'],
            error_key: 'validation_error',
          });
          return;
        }
        const payment = payments.get(body.pidx);
        if (!payment) {
          sendJson(response, 400, { detail: 'Not found.', error_key: 'validation_error' });
          return;
        }
        const status = options.control.khaltiStatus ?? truth(payment);
        let transactionId: string | null = null;
        if (TRANSACTION_STATUSES.includes(status)) {
          payment.transaction_id ??= khaltiId();
          transactionId = payment.transaction_id;
        }
        sendJson(response, FAILED_STATUSES.includes(status) ? 400 : 200, {
          pidx: payment.pidx,
          total_amount: payment.amount,
          status,
          transaction_id: transactionId,
          fee: 0,
          refunded: REFUNDED_STATUSES.includes(status),
        });
      },
    },
    {
      method: 'GET',
      path: KHALTI_PAY_PATH,
      handler(_request, response, url) {
        const payment = payments.get(url.searchParams.get('pidx') ?? '');
        if (!payment) {
          sendHtml(response, 404, errorPage(PAGE_TITLE, 'Unknown payment'));
          return;
        }
        buttons.sendPage(response, payment.pidx, [
          `Amount: Rs. ${displayRupees(payment.amount / 100)}`,
          `Order: ${payment.purchase_order_name}`,
        ]);
      },
    },
    ...buttons.routes({
      pay(payment, response) {
        payment.status = 'Completed';
        const transactionId = khaltiId();
        payment.transaction_id = transactionId;
        const amount = String(payment.amount);
        redirect(
          response,
          returnLocation(payment.return_url, [
            ['pidx', payment.pidx],
            ['txnId', transactionId],
            ['amount', amount],
            ['total_amount', amount],
            ['status', 'Completed'],
            ['mobile', PAYER_MOBILE],
            ['tidx', transactionId],
            ...orderParams(payment),
            ['transaction_id', transactionId],
          ]),
        );
      },
      cancel(payment, response) {
        payment.status = 'User canceled';
        const amount = String(payment.amount);
        redirect(
          response,
          returnLocation(payment.return_url, [
            ['pidx', payment.pidx],
            ['transaction_id', ''],
            ['tidx', ''],
            ['amount', amount],
            ['total_amount', amount],
            ['mobile', ''],
            ['status', 'User canceled'],
            ...orderParams(payment),
          ]),
        );
      },
    }),
  ];

  return {
    routes,
    payments: (): KhaltiPayment[] =>
      [...payments.values()].map(({ expiresAt, ...payment }) => ({
        ...payment,
        status: truth({ ...payment, expiresAt }),
        expires_at: nepalTime(expiresAt),
      })),
  };
}
