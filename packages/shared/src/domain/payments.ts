import type { OrderStatus, PaymentMethod, PaymentStatus } from './orders.ts';

/*
 * Paying with a wallet (docs/product-rules.md#wallet-payments): the order waits for its payment
 * this long, holding its stock, coupon use and slot; then a last status check settles it, paid
 * or cancelled.
 */
export const PAYMENT_HOLD_MINUTES = 15;

/** eSewa advises asking its status API when no answer came back within five minutes. */
export const PAYMENT_FIRST_CHECK_MINUTES = 5;

/** A payment the wallet still calls pending after the order was cancelled is asked for a day. */
export const PAYMENT_CHECK_GIVE_UP_HOURS = 24;

/** What the order views say of the money, from the order's stored facts. */
export interface PaymentFacts {
  method: PaymentMethod;
  /** The wallet payment's status as stored; cash orders keep `unpaid` and are read below. */
  stored: PaymentStatus;
  orderStatus: OrderStatus;
}

/** A cash order is unpaid until delivered, then paid; a wallet order's status is its own. */
export function paymentStatusOf({ method, stored, orderStatus }: PaymentFacts): PaymentStatus {
  if (method === 'cash' && stored === 'unpaid') {
    return orderStatus === 'delivered' ? 'paid' : 'unpaid';
  }
  return stored;
}
