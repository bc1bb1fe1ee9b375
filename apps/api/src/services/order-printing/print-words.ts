import { type AdminOrderDetail, type PaymentMethod, restaurantWallClock } from '@shop/shared';

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

/** Every payment method has its words on the receipt (PAYMENT_METHODS). */
export const PAYMENT_METHOD_WORDS: Record<PaymentMethod, string> = { cash: 'Cash' };
