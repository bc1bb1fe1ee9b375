import { formatNrs, orderNumber } from '@shop/shared';

/** The words of 'New order #{number} from {name} — NRS x', ready for the catalog's template. */
export function newOrderValues(event: { orderId: string; customerName: string; total: number }) {
  return {
    number: orderNumber(event.orderId),
    name: event.customerName,
    total: formatNrs(event.total),
  };
}
