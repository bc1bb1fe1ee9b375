import { formatNrs, orderNumber, toNrs } from '@shop/shared';
import type { OutgoingEmail } from '../mail/queue-email.ts';
import type { QuotedLine } from './checkout/decide-checkout.ts';

export interface ConfirmedOrder {
  id: string;
  customerName: string;
  lines: readonly QuotedLine[];
  subtotalPaisa: number;
  discountPaisa: number;
  totalPaisa: number;
  couponCode: string | null;
  deliveryAddress: string;
  estimatedDelivery: string;
}

const money = (paisa: number) => formatNrs(toNrs(paisa));

/** The order confirmation mail: what was ordered, what it costs, where and when it comes. */
export function orderConfirmationEmail(to: string, order: ConfirmedOrder): OutgoingEmail {
  const number = orderNumber(order.id);
  const lineTexts = order.lines.map((line) => {
    const free = line.freeQuantity > 0 ? ` (${line.freeQuantity} free)` : '';
    return `  ${line.quantity} × ${line.name} at ${money(line.unitPricePaisa)}${free}`;
  });
  const discount =
    order.discountPaisa > 0
      ? [
          `Discount${order.couponCode ? ` (${order.couponCode})` : ''}: −${money(order.discountPaisa)}`,
        ]
      : [];
  const text = [
    `Hello ${order.customerName},`,
    '',
    `Thank you for your order ${number} at Burger House.`,
    '',
    ...lineTexts,
    '',
    `Subtotal: ${money(order.subtotalPaisa)}`,
    ...discount,
    'Delivery: FREE',
    `Total (cash on delivery): ${money(order.totalPaisa)}`,
    '',
    `Delivery to: ${order.deliveryAddress}`,
    `Estimated delivery: ${order.estimatedDelivery}`,
    '',
    'Burger House',
  ].join('\n');
  return {
    to,
    subject: `Your Burger House order ${number}`,
    text,
    kind: 'order_confirmation',
  };
}
