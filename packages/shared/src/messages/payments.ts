/*
 * Paying with a wallet (docs/product-rules.md#wallet-payments): the messages of the calls, the
 * timeline's notes, and the wallets' names as customers know them.
 */

import { PAYMENT_HOLD_MINUTES } from '../domain/payments.ts';

export const WALLET_NAMES = { esewa: 'eSewa', khalti: 'Khalti' } as const;

export const PAYMENT_MESSAGES = {
  paymentMethodInvalid: 'payment_method must be cash, esewa or khalti',
  walletNotOffered: (wallet: string) =>
    `${wallet} is not available right now: choose another way to pay`,
  notAwaitingPayment: 'This order is not waiting for a payment',
  notAwaitingPaymentMove:
    'An order awaiting its payment goes to the kitchen once paid: it can only be cancelled until then',
  walletUnreachable: (wallet: string) =>
    `${wallet} did not answer. Try again, or pay cash on delivery instead.`,
  walletRefused: (wallet: string) =>
    `${wallet} could not start this payment. Try again, or pay cash on delivery instead.`,
  // The order's timeline.
  awaitingPayment: (wallet: string) => `Waiting for payment with ${wallet}`,
  paid: (wallet: string, reference: string) => `Paid with ${wallet} (${reference})`,
  switchedToCash: 'Cash on delivery instead',
  notPaidInTime: `Not paid within ${PAYMENT_HOLD_MINUTES} minutes`,
  // The back office.
  onlyRefundDue: 'Only an order with a refund due can be marked refunded',
  moneyToSettle:
    'This order still has money to settle (a refund due, or a wallet payment not yet known): it cannot be deleted until then',
  tooManyTries: 'Too many tries to pay this order: pay cash on delivery, or place it again',
  refundMarked: 'Refund recorded',
} as const;

/** Where the customer comes back from a wallet: the order page reads `?payment=`. */
export const PAYMENT_RETURNS = ['paid', 'pending', 'failed', 'invalid'] as const;
export type PaymentReturn = (typeof PAYMENT_RETURNS)[number];
