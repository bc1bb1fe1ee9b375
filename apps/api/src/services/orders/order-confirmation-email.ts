import { type Fulfilment, formatNrs, orderNumber, toNrs } from '@shop/shared';
import type { OutgoingEmail } from '../mail/queue-email.ts';
import type { QuotedLine } from './checkout/decide-checkout.ts';

/** A line as the mail names it: as checkout quoted it, or as the order keeps it. */
export type MailedLine = Pick<
  QuotedLine,
  'name' | 'quantity' | 'unitPricePaisa' | 'freeQuantity' | 'choices'
>;

export interface ConfirmedOrder {
  id: string;
  customerName: string;
  lines: readonly MailedLine[];
  subtotalPaisa: number;
  discountPaisa: number;
  totalPaisa: number;
  couponCode: string | null;
  fulfilment: Fulfilment;
  deliveryFeePaisa: number;
  deliveryAddress: string;
  estimatedDelivery: string;
  /** A wallet order is mailed once paid, saying with what; a cash order when placed. */
  paidWith?: { wallet: string; reference: string };
}

const money = (paisa: number) => formatNrs(toNrs(paisa));

/** The order confirmation mail: what was ordered, what it costs, where and when it comes. */
export function orderConfirmationEmail(to: string, order: ConfirmedOrder): OutgoingEmail {
  const number = orderNumber(order.id);
  const lineTexts = order.lines.map((line) => {
    const free = line.freeQuantity > 0 ? ` (${line.freeQuantity} free)` : '';
    const choices = line.choices.map(
      (choice) => `${choice.name}${choice.pricePaisa > 0 ? ` (+${money(choice.pricePaisa)})` : ''}`,
    );
    return [
      `  ${line.quantity} × ${line.name} at ${money(line.unitPricePaisa)}${free}`,
      ...(choices.length > 0 ? [`      ${choices.join(', ')}`] : []),
    ].join('\n');
  });
  const pickup = order.fulfilment === 'pickup';
  const fee = order.deliveryFeePaisa > 0 ? money(order.deliveryFeePaisa) : 'FREE';
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
    pickup ? 'Pickup: no delivery fee' : `Delivery: ${fee}`,
    order.paidWith
      ? `Total (paid with ${order.paidWith.wallet}, ref ${order.paidWith.reference}): ${money(order.totalPaisa)}`
      : `Total (cash on ${pickup ? 'pickup' : 'delivery'}): ${money(order.totalPaisa)}`,
    '',
    pickup ? 'Pickup at the restaurant' : `Delivery to: ${order.deliveryAddress}`,
    `Estimated ${pickup ? 'time' : 'delivery'}: ${order.estimatedDelivery}`,
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
