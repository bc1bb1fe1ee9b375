import type { DbOrTx } from '@shop/db';
import { getAdminOrder } from '../admin-orders/get-order.ts';
import { readRestaurantDetails } from '../restaurant-details/restaurant-details.ts';
import { customerReceipt } from './customer-receipt.ts';
import { kitchenTicket } from './kitchen-ticket.ts';

export type OrderDocumentKind = 'ticket' | 'receipt';

/**
 * An order's printed page as a complete HTML document, from the back office's read of the order
 * (three queries), and for a receipt the restaurant's details (one more). 404 for no such order.
 */
export async function renderOrderDocument(
  db: DbOrTx,
  orderId: string,
  kind: OrderDocumentKind,
): Promise<string> {
  const order = await getAdminOrder(db, orderId);
  if (kind === 'ticket') return kitchenTicket(order);
  const { details } = await readRestaurantDetails(db);
  return customerReceipt(order, details);
}
