import { withAdminToken } from '@/features/admin-session/index.ts';
import { apiGetText, apiUrl } from '@/lib/api-client.ts';
import { printInFrame } from './print-in-frame.ts';

/** The two printed pages of an order (docs/product-rules.md#printed-tickets-and-receipts). */
export type OrderDocumentKind = 'ticket' | 'receipt';

/**
 * Prints an order's kitchen ticket or customer receipt: the page the server writes is fetched
 * with the staff token in its header, never in an address (docs/decisions/058-printed-tickets.md),
 * then printed from a hidden frame. Throws the API's error when the page cannot be had.
 */
export async function printOrderDocument(orderId: string, kind: OrderDocumentKind): Promise<void> {
  const path = `/admin/orders/${encodeURIComponent(orderId)}/${kind}`;
  const html = await withAdminToken((token) => apiGetText(apiUrl(path), { token }));
  await printInFrame(html);
}
