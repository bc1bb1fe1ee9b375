import {
  COUNTER_ROLES,
  EVERY_ROLE,
  errorResponseSchema,
  orderParamsSchema,
  type StaffRole,
} from '@shop/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  type OrderDocumentKind,
  renderOrderDocument,
} from '../../../services/order-printing/render-order-document.ts';

interface PrintedPage {
  /** Who may print it (docs/product-rules.md#staff-and-roles). */
  roles: readonly StaffRole[];
  summary: string;
  description: string;
}

const PAGES: Record<OrderDocumentKind, PrintedPage> = {
  ticket: {
    // The kitchen prints tickets from its display.
    roles: EVERY_ROLE,
    summary: 'An order’s kitchen ticket, to print (back office)',
    description:
      'A complete HTML page for 80 mm thermal paper: the order number large, when it was placed (Kathmandu time), ' +
      'ASAP or the slot chosen, delivery or pickup, each line’s quantity, name and choices, and the customer’s note. No prices.',
  },
  receipt: {
    roles: COUNTER_ROLES,
    summary: 'An order’s customer receipt, to print (back office)',
    description:
      'A complete HTML page for 80 mm thermal paper: the restaurant’s name, address, phone and PAN/VAT number ' +
      '(GET /api/admin/restaurant-details), the order number and time, each line with its choices and prices, the ' +
      'subtotal, the discount with its code, the delivery fee, the total, the payment method and the customer’s name.',
  },
};

/**
 * docs/product-rules.md#printed-tickets-and-receipts: the printed pages, written by the server
 * (docs/decisions/058-printed-tickets.md). The back office fetches them with its token and
 * prints them from a hidden frame, so no token travels in an address.
 */
export const adminOrderPrintRoutes: FastifyPluginAsyncZod = async (app) => {
  const pages = Object.entries(PAGES) as [OrderDocumentKind, PrintedPage][];
  for (const [kind, { roles, summary, description }] of pages) {
    app.get(
      `/api/admin/orders/:id/${kind}`,
      {
        config: { roles },
        schema: {
          tags: ['orders'],
          summary,
          description,
          params: orderParamsSchema,
          response: {
            200: {
              description: 'The page, `text/html; charset=utf-8`, never cached',
              content: { 'text/html': { schema: z.string() } },
            },
            401: errorResponseSchema,
            404: errorResponseSchema,
          },
        },
      },
      async (request, reply) => {
        const document = await renderOrderDocument(app.db, request.params.id, kind);
        return reply
          .type('text/html; charset=utf-8')
          .header('cache-control', 'no-store')
          .send(document);
      },
    );
  }
};
