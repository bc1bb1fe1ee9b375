import { formatNrs } from '@shop/shared';

/**
 * The order number staff see in alerts: its id's last 8 characters
 * (docs/product-rules.md#back-office-shell).
 */
export function orderNumber(orderId: string): string {
  return orderId.slice(-8);
}

/** The words of 'New order #{number} from {name} — NRS x', ready for the catalog's template. */
export function newOrderValues(event: { orderId: string; customerName: string; total: number }) {
  return {
    number: orderNumber(event.orderId),
    name: event.customerName,
    total: formatNrs(event.total),
  };
}
