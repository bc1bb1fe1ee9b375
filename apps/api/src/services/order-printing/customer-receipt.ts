import {
  type AdminOrderDetail,
  formatNrs,
  orderNumber,
  type RestaurantDetails,
  toNrs,
  toPaisa,
} from '@shop/shared';
import { printPage } from './print-page.ts';
import { paymentWords, restaurantTime } from './print-words.ts';
import { html } from './safe-html.ts';

const amountRow = (label: string, amount: string, className = '') =>
  html`<tr class="${className}"><td>${label}</td><td class="amount">${amount}</td></tr>`;

/**
 * The customer's receipt (docs/product-rules.md#printed-tickets-and-receipts): the restaurant's
 * details as the owner set them, the order's number and time, each line with its choices and
 * prices, the subtotal, the discount with its code, the delivery fee, the total and how it is
 * paid. Prices include all taxes (docs/product-rules.md#pricing).
 */
export function customerReceipt(order: AdminOrderDetail, restaurant: RestaurantDetails): string {
  const number = orderNumber(order.id);
  const lines = order.items.map((line) => {
    const lineTotal = toNrs(toPaisa(line.price) * (line.quantity - line.freeQuantity));
    const notes = [
      ...(line.quantity > 1 ? [`@ ${formatNrs(line.price)}`] : []),
      ...line.options.map(
        (choice) =>
          `${choice.group}: ${choice.name}${choice.price > 0 ? ` +${formatNrs(choice.price)}` : ''}`,
      ),
      ...(line.freeQuantity > 0 ? [`${line.freeQuantity} free`] : []),
    ];
    return html`<tr><td>${line.quantity} × ${line.name}</td><td class="amount">${formatNrs(lineTotal)}</td></tr>
${notes.length > 0 && html`<tr><td class="choices" colspan="2">${notes.map((note) => html`<div>${note}</div>`)}</td></tr>`}`;
  });
  const pickup = order.fulfilment === 'pickup';
  const discount = order.couponCode ? `Discount (${order.couponCode})` : 'Discount';
  return printPage(
    `Receipt ${number}`,
    html`<h1 class="center large">${restaurant.name}</h1>
${restaurant.addressLines.map((line) => html`<p class="center">${line}</p>`)}
<p class="center">Phone ${restaurant.phone}</p>
${restaurant.panNumber && html`<p class="center" data-pan>PAN/VAT No. ${restaurant.panNumber}</p>`}
<hr>
<p class="center strong">RECEIPT</p>
${order.status === 'cancelled' && html`<p class="notice">CANCELLED</p>`}
<table>
${amountRow('Order', number, 'strong')}
${amountRow('Date', restaurantTime(order.createdAt))}
${amountRow('Customer', order.customerInfo.name)}
</table>
<p>${pickup ? 'Pickup at the restaurant' : `Delivery to ${order.customerInfo.address}`}</p>
<hr>
<table>${lines}</table>
<hr>
<table>
${amountRow('Subtotal', formatNrs(order.subtotalAmount))}
${order.discountAmount > 0 && amountRow(discount, `−${formatNrs(order.discountAmount)}`)}
${!pickup && amountRow('Delivery fee', order.deliveryFee > 0 ? formatNrs(order.deliveryFee) : 'Free')}
${amountRow('TOTAL', formatNrs(order.total_amount), 'total')}
${amountRow('Payment', paymentWords(order))}
</table>
<hr>
<p class="center">Prices include all taxes.</p>
<p class="center strong">Thank you!</p>`,
  );
}
