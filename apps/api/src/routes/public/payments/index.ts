import {
  esewaReturnQuerySchema,
  khaltiReturnQuerySchema,
  paymentMethodsResponseSchema,
} from '@shop/shared';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  type ReturnResult,
  receiveEsewaFailure,
  receiveEsewaSuccess,
  receiveKhaltiReturn,
} from '../../../services/payments/receive-return.ts';
import { afterOrderCommit } from '../../order-announcements.ts';

const tags = ['payments'];

const returnDescription = (wallet: string, what: string) =>
  `Where ${wallet} sends the customer back (${what}). Nothing it brings is trusted: it only names the payment, ` +
  `which the shop then asks ${wallet} about, for the amount the shop asked. Paid, the order goes to the restaurant. ` +
  'Answers 303 to the order’s page, `/orders/{id}?payment=paid|pending|failed|invalid` ' +
  '(to `/orders?payment=invalid` when it names no payment of the shop). A callback that does not hold together ' +
  '(a bad signature, another amount, an unknown payment, a payment already settled) changes nothing and is logged. No session.';

const redirectResponse = { 303: z.null().describe('To the order’s page (Location)') };

/** The wallets' way back to the shop, and what checkout offers (docs/product-rules.md#wallet-payments). */
export const paymentRoutes: FastifyPluginAsyncZod = async (app) => {
  async function sendBack(request: FastifyRequest, reply: FastifyReply, returned: ReturnResult) {
    if (returned.refused) {
      request.log.warn(
        { orderId: returned.orderId, reason: returned.refused },
        'payment callback refused',
      );
    }
    if (returned.settled) {
      // Paid: the order reached the restaurant, and its confirmation mail waits to be sent.
      app.mail.kick();
      await afterOrderCommit(app, request, returned.settled);
    }
    const page = returned.orderId ? `/orders/${returned.orderId}` : '/orders';
    return reply.redirect(`${page}?payment=${returned.result}`, 303);
  }

  app.get(
    '/api/payments/methods',
    {
      schema: {
        tags,
        summary: 'The ways to pay checkout offers',
        description:
          'Cash on delivery always, first; eSewa and Khalti when the shop is configured for them.',
        response: { 200: paymentMethodsResponseSchema },
      },
    },
    () => ({ methods: [...app.payments.offered] }),
  );

  app.get(
    '/api/payments/esewa/success',
    {
      schema: {
        tags,
        summary: 'eSewa: back after paying',
        description: returnDescription(
          'eSewa',
          'its success_url, with `data`: base64 JSON signed with the merchant key',
        ),
        querystring: esewaReturnQuerySchema,
        response: redirectResponse,
      },
    },
    async (request, reply) =>
      sendBack(
        request,
        reply,
        await receiveEsewaSuccess(app.db, app.payments.context, request.query.data, app.clock()),
      ),
  );

  app.get(
    '/api/payments/esewa/failure',
    {
      schema: {
        tags,
        summary: 'eSewa: back after a cancel or a failure',
        description: returnDescription('eSewa', 'its failure_url'),
        querystring: esewaReturnQuerySchema,
        response: redirectResponse,
      },
    },
    async (request, reply) =>
      sendBack(
        request,
        reply,
        await receiveEsewaFailure(
          app.db,
          app.payments.context,
          request.query.transaction_uuid,
          app.clock(),
        ),
      ),
  );

  app.get(
    '/api/payments/khalti/return',
    {
      schema: {
        tags,
        summary: 'Khalti: back after paying or cancelling',
        description: returnDescription(
          'Khalti',
          'its return_url, with pidx, status, purchase_order_id…',
        ),
        querystring: khaltiReturnQuerySchema,
        response: redirectResponse,
      },
    },
    async (request, reply) =>
      sendBack(
        request,
        reply,
        await receiveKhaltiReturn(app.db, app.payments.context, request.query, app.clock()),
      ),
  );
};
