import { type AdminOrderDetail, choicesByGroup, orderNumber } from '@shop/shared';
import { printPage } from './print-page.ts';
import { fulfilmentWords, kitchenPaymentWords, restaurantTime, whenWanted } from './print-words.ts';
import { html } from './safe-html.ts';

/**
 * The kitchen's ticket (docs/product-rules.md#printed-tickets-and-receipts): the order number
 * large enough to read across the pass, when it was placed and when it is wanted, delivery or
 * pickup, paid or cash to collect, each line with its choices, and the customer's note. No
 * prices: the kitchen cooks.
 */
export function kitchenTicket(order: AdminOrderDetail): string {
  const number = orderNumber(order.id);
  const lines = order.items.map(
    (line) => html`<tr>
<td class="large quantity">${line.quantity} ×</td>
<td class="large">${line.name}${choicesByGroup(line.options).map(
      ({ group, names }) => html`<div class="choices">${group}: ${names.join(', ')}</div>`,
    )}</td>
</tr>`,
  );
  return printPage(
    `Ticket ${number}`,
    html`<p class="center strong">KITCHEN TICKET</p>
<h1 class="center number" data-order-number>${number}</h1>
${order.status === 'cancelled' && html`<p class="notice">CANCELLED</p>`}
<p class="center">Placed ${restaurantTime(order.createdAt)}</p>
<p class="center large">${whenWanted(order)}</p>
<p class="center strong">${fulfilmentWords(order)}</p>
<p class="center strong" data-payment>${kitchenPaymentWords(order)}</p>
<hr>
<table>${lines}</table>
${order.notes && html`<hr><p class="strong">NOTE</p><p class="note">${order.notes}</p>`}
<hr>
<p class="center">${order.itemCount} item${order.itemCount === 1 ? '' : 's'}</p>`,
  );
}
