import { z } from 'zod';
import { PAYMENT_METHODS, PAYMENT_STATUSES } from '../domain/orders.ts';
import { PAYMENT_MESSAGES } from '../messages/payments.ts';

/* Paying with a wallet (docs/product-rules.md#wallet-payments). */

export const orderPaymentSchema = z
  .object({
    method: z.enum(PAYMENT_METHODS),
    status: z.enum(PAYMENT_STATUSES).meta({
      description:
        'unpaid (cash until delivered, then paid), pending (a wallet payment under way), paid, refund_due (a paid order cancelled), refunded',
    }),
    reference: z.string().nullable().meta({
      description:
        "The wallet's reference of the payment (eSewa's ref_id, Khalti's transaction_id)",
    }),
    payBy: z.iso.datetime({ offset: true }).nullable().meta({
      description:
        'While the order awaits its payment: when it is cancelled unless paid (stock and coupon are held until then)',
    }),
  })
  .meta({ id: 'OrderPayment' });
export type OrderPayment = z.infer<typeof orderPaymentSchema>;

/**
 * Where the browser goes to pay: eSewa takes a form posted to it (`method` POST with `fields`),
 * Khalti a page to open (`method` GET, `url` with its pidx, no fields).
 */
export const walletRedirectSchema = z
  .object({
    wallet: z.enum(['esewa', 'khalti']),
    method: z.enum(['POST', 'GET']),
    url: z.string(),
    fields: z.record(z.string(), z.string()).meta({
      description:
        "eSewa's form: amount, tax_amount, total_amount, transaction_uuid, product_code, product_service_charge, product_delivery_charge, success_url, failure_url, signed_field_names, signature",
    }),
  })
  .meta({ id: 'WalletRedirect' });
export type WalletRedirect = z.infer<typeof walletRedirectSchema>;

/** What a checkout or a new try to pay answers besides the order. */
export const walletStepFields = {
  walletRedirect: walletRedirectSchema.nullable().optional().meta({
    description:
      'For a wallet: where the browser goes to pay. Null when the wallet could not be reached',
  }),
  walletProblem: z.string().nullable().optional().meta({
    description:
      'Why the wallet payment could not start (the order stays awaiting payment: try again or pay cash)',
  }),
};

/** POST /api/orders/{id}/payment: pay an order awaiting payment again, or pay it cash instead. */
export const orderPaymentRequestSchema = z
  .object({
    payment_method: z.enum(PAYMENT_METHODS, { error: PAYMENT_MESSAGES.paymentMethodInvalid }),
  })
  .meta({ id: 'OrderPaymentRequest' });
export type OrderPaymentRequest = z.input<typeof orderPaymentRequestSchema>;

/** GET /api/payments/methods: what checkout offers. */
export const paymentMethodsResponseSchema = z
  .object({
    methods: z.array(z.enum(PAYMENT_METHODS)).meta({
      description: 'cash always, first; a wallet only when the shop is configured for it',
    }),
  })
  .meta({ id: 'PaymentMethods' });
export type PaymentMethodsResponse = z.infer<typeof paymentMethodsResponseSchema>;

/**
 * A callback's parameter as text, whatever came: the first of a repeated one, and text past
 * what any wallet sends cut off (it then names no payment): a callback is always redirected.
 */
const callbackText = z.preprocess(
  (value) => (Array.isArray(value) ? value[0] : value),
  z
    .string()
    .transform((text) => text.slice(0, 10_000))
    .optional(),
);

/** The wallets' callbacks: whatever they send is read, never trusted. */
export const esewaReturnQuerySchema = z.looseObject({
  data: callbackText,
  transaction_uuid: callbackText,
});
export const khaltiReturnQuerySchema = z.looseObject({
  pidx: callbackText,
  purchase_order_id: callbackText,
  status: callbackText,
});
