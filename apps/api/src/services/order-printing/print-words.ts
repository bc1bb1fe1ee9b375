import {
  type AdminOrderDetail,
  type PaymentStatus,
  restaurantWallClock,
  WALLET_NAMES,
} from '@shop/shared';

/*
 * What both printed pages say alike (docs/product-rules.md#printed-tickets-and-receipts), in
 * English: the kitchen and the till read the back office's language (decision 022).
 */

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** An instant on the restaurant's clock, whatever the server's zone: '29 Nov 2026 14:05'. */
export function restaurantTime(instant: string): string {
  const wall = restaurantWallClock(instant);
  const clock = wall.toISOString().slice(11, 16);
  return `${wall.getUTCDate()} ${MONTHS[wall.getUTCMonth()]} ${wall.getUTCFullYear()} ${clock}`;
}

/** When the kitchen is to have it ready: as soon as possible, or the slot chosen. */
export function whenWanted(order: Pick<AdminOrderDetail, 'scheduledFor'>): string {
  return order.scheduledFor ? `LATER: ${restaurantTime(order.scheduledFor)}` : 'ASAP';
}

export function fulfilmentWords(order: Pick<AdminOrderDetail, 'fulfilment' | 'deliveryArea'>) {
  if (order.fulfilment === 'pickup') return 'PICKUP';
  return order.deliveryArea ? `DELIVERY · ${order.deliveryArea.name}` : 'DELIVERY';
}

const PAYMENT_STATUS_WORDS: Record<PaymentStatus, string> = {
  unpaid: 'unpaid',
  pending: 'payment pending',
  paid: 'paid',
  refund_due: 'refund due',
  refunded: 'refunded',
};

/** How the order is paid: 'Cash on delivery', 'eSewa, paid (ref 000AWEO)'. */
export function paymentWords(order: Pick<AdminOrderDetail, 'payment' | 'fulfilment'>): string {
  const { method, status, reference } = order.payment;
  if (method === 'cash') {
    const when = order.fulfilment === 'pickup' ? 'pickup' : 'delivery';
    return status === 'unpaid' || status === 'paid'
      ? `Cash on ${when}`
      : `Cash, ${PAYMENT_STATUS_WORDS[status]}`;
  }
  const words = `${WALLET_NAMES[method]}, ${PAYMENT_STATUS_WORDS[status]}`;
  return reference ? `${words} (ref ${reference})` : words;
}

/** What the pass needs to know of the money: already paid, or cash to collect. */
export function kitchenPaymentWords(order: Pick<AdminOrderDetail, 'payment'>): string {
  const { method, status } = order.payment;
  if (status === 'paid')
    return method === 'cash' ? 'PAID CASH' : `PAID · ${WALLET_NAMES[method].toUpperCase()}`;
  return method === 'cash'
    ? 'CASH TO COLLECT'
    : `${WALLET_NAMES[method].toUpperCase()} · ${status.toUpperCase().replace('_', ' ')}`;
}
