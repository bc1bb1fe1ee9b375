/**
 * features/payments: how an order is paid (cash on delivery, eSewa, Khalti) wherever the shop
 * names it: checkout, the order page, the history. The wallets' names are brands, written the
 * same in every language.
 */
export const payments = {
  method: {
    cash: 'Cash on delivery',
    esewa: 'eSewa',
    khalti: 'Khalti',
  },
  status: {
    unpaid: 'Unpaid',
    pending: 'Payment pending',
    paid: 'Paid',
    refund_due: 'Refund due',
    refunded: 'Refunded',
  },
  summary: {
    paidWith: 'Paid with {{method}}',
    reference: 'ref {{reference}}',
  },
  payWith: 'Pay with {{wallet}}',
  choice: {
    label: 'Payment method',
    cashText: 'Pay in cash when your order reaches you.',
    walletText: 'Pay now with your {{wallet}} account.',
    walletNote: 'You will go to {{wallet}} to pay, then come back here.',
  },
  redirecting: {
    title: 'Taking you to {{wallet}}…',
    lead: 'Your order is saved and waits for your payment.',
    follow: 'Open my order',
  },
  awaiting: {
    title: 'Waiting for your payment',
    lead: 'Your order goes to the restaurant as soon as it is paid.',
    timeLeft: 'Time left to pay',
    runsOut: 'If it is not paid in time, the order will be cancelled.',
    timeUp: 'Time is up: the order will be cancelled unless the payment arrives.',
    payCash: 'Pay cash on delivery instead',
    switching: 'Switching to cash…',
    opening: 'Opening {{wallet}}…',
    switchedToCash: 'You will pay cash on delivery. The restaurant has your order.',
  },
  returned: {
    paid: 'Your payment was received. Thank you! The restaurant has your order.',
    pending:
      'The wallet has not confirmed your payment yet. We keep checking: this page updates by itself.',
    failed:
      'The payment was cancelled or failed at the wallet. Nothing was charged: try again, or pay cash on delivery instead.',
    invalid: 'We could not verify the answer from the wallet, so nothing has changed.',
    dismiss: 'Dismiss',
  },
  /** The server's words on an order's timeline (PAYMENT_MESSAGES), read back by order-notes.ts. */
  notes: {
    awaitingPayment: 'Waiting for payment with {{wallet}}',
    paid: 'Paid with {{wallet}} ({{reference}})',
    switchedToCash: 'Cash on delivery instead',
    notPaidInTime: 'Not paid in time',
  },
  /** The server's answers when a wallet payment cannot start (PAYMENT_MESSAGES), word for word. */
  problems: {
    walletUnreachable: '{{wallet}} did not answer. Try again, or pay cash on delivery instead.',
    walletRefused:
      '{{wallet}} could not start this payment. Try again, or pay cash on delivery instead.',
    walletNotOffered: '{{wallet}} is not available right now: choose another way to pay',
    notAwaitingPayment: 'This order is not waiting for a payment',
  },
} as const;
