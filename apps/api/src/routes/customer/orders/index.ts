import {
  cancelOrderRequestSchema,
  checkoutConflictResponseSchema,
  deliveryEstimateRequestSchema,
  deliveryEstimateResponseSchema,
  errorResponseSchema,
  orderHistoryQuerySchema,
  orderListQuerySchema,
  orderListResponseSchema,
  orderParamsSchema,
  orderPaymentRequestSchema,
  orderRequestHeadersSchema,
  orderRequestSchema,
  orderResponseSchema,
  orderTrackingResponseSchema,
  orderValidateRequestSchema,
  orderValidateResponseSchema,
  PAYMENT_MESSAGES,
  placedOrderResponseSchema,
  rateOrderRequestSchema,
  reorderResponseSchema,
} from '@shop/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { customerOf } from '../../../plugins/session-guards.ts';
import { cancelOwnOrder } from '../../../services/orders/cancel-order.ts';
import { placeOrder } from '../../../services/orders/checkout/place-order.ts';
import { estimateDelivery } from '../../../services/orders/estimate-delivery.ts';
import { getOwnOrder } from '../../../services/orders/get-order.ts';
import { idempotencyKeyOf } from '../../../services/orders/idempotency-key.ts';
import { listOwnOrders } from '../../../services/orders/list-orders.ts';
import { findOrderRow } from '../../../services/orders/order-view.ts';
import { rateOwnOrder } from '../../../services/orders/rate-order.ts';
import { reorder } from '../../../services/orders/reorder.ts';
import { trackOwnOrder } from '../../../services/orders/track-order.ts';
import { validateOrder } from '../../../services/orders/validate-order.ts';
import {
  assertOffered,
  payOrderAgain,
  walletStepOf,
} from '../../../services/payments/pay-order.ts';
import { afterOrderCommit } from '../../order-announcements.ts';

const tags = ['orders'];
const refusals = { 400: errorResponseSchema, 401: errorResponseSchema };
const ownOrder = { ...refusals, 404: errorResponseSchema };
const notFoundNote =
  "Another customer's order, an unknown id and a malformed id are all answered 404.";

/** The signed-in customer's orders: checkout, history, tracking, cancel, reorder, rating. */
export const customerOrderRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/api/orders',
    {
      schema: {
        tags,
        summary: 'Place an order (cash on delivery, eSewa or Khalti)',
        description:
          'Prices every line from the menu as it reads it, then writes the order, its lines and its first timeline entry, claims the stock ' +
          'and the coupon use in one statement, which writes nothing unless the meals, prices, stock and coupon are still those it was priced on ' +
          '(no transaction spans the read and the write: after such a change it reads and decides again). ' +
          'The prices, discount and total sent are compared with the server’s, never charged: any difference, too little stock, ' +
          'a meal off the menu or a coupon that no longer applies is refused with 409 and the current facts in `details`, and nothing is written. ' +
          'An idempotency key is optional, in the body (`idempotency_key`) or as the `Idempotency-Key` header (both alike, or 400): ' +
          'the same key again answers 200 with the first order instead of placing a second; without one, every request places an order. ' +
          'A `user_id` other than the caller’s is refused with 403. ' +
          'With `payment_method` esewa or khalti (when offered: GET /api/payments/methods) the order awaits its payment for 15 minutes, ' +
          'holding its stock, coupon use and slot, and the answer has `walletRedirect`: eSewa’s signed form to post, or Khalti’s page to open ' +
          '(null, with `walletProblem`, when the wallet could not be reached: pay again with POST /api/orders/{id}/payment, or cash). ' +
          'It reaches the restaurant once paid; unpaid in time, it is cancelled.',
        headers: orderRequestHeadersSchema,
        body: orderRequestSchema,
        response: {
          200: placedOrderResponseSchema.describe(
            'The order placed earlier with this idempotency key',
          ),
          201: placedOrderResponseSchema.describe(
            'The order placed; for a wallet, awaiting its payment, with where the browser goes to pay',
          ),
          ...refusals,
          403: errorResponseSchema,
          409: checkoutConflictResponseSchema,
        },
      },
      onSend: app.metrics.countCheckoutRefusal,
    },
    async (request, reply) => {
      const customer = customerOf(request);
      assertOffered(app.payments.offered, request.body.payment_method);
      const idempotencyKey = idempotencyKeyOf(
        request.body.idempotency_key,
        request.headers['idempotency-key'],
      );
      const placed = await placeOrder(
        app.db,
        customer.id,
        { ...request.body, idempotency_key: idempotencyKey },
        { now: app.clock() },
      );
      if (placed.created) {
        app.metrics.ordersPlaced.inc({ payment_method: request.body.payment_method });
        // The status was announced inside the order's transaction; the mail waits to be sent.
        app.mail.kick();
      }
      // A wallet order: to the wallet (again, for a repeated request still awaiting payment).
      const step =
        placed.order.status === 'awaiting_payment'
          ? await walletStepOf(
              app.db,
              app.payments.context,
              await findOrderRow(app.db, placed.order.id),
              app.clock(),
            )
          : {};
      return reply.status(placed.created ? 201 : 200).send({ order: placed.order, ...step });
    },
  );

  app.post(
    '/api/orders/validate',
    {
      schema: {
        tags,
        summary: 'Check an order without placing it (a dry run of checkout)',
        description:
          'Answers what would be charged (valid: true), or why the order would be refused with the current facts (valid: false). ' +
          'A malformed order is refused with 400 as at checkout. Nothing is written.',
        body: orderValidateRequestSchema,
        response: { 200: orderValidateResponseSchema, ...refusals, 403: errorResponseSchema },
      },
    },
    (request) => validateOrder(app.db, customerOf(request).id, request.body, { now: app.clock() }),
  );

  app.post(
    '/api/orders/delivery-estimate',
    {
      schema: {
        tags,
        summary: 'The delivery time an order placed now would be given',
        description:
          '25-35 minutes, plus 5 minutes for every 3 orders the kitchen has open (pending, confirmed or preparing, placed in the last 3 hours), at most 45 minutes more.',
        body: deliveryEstimateRequestSchema,
        response: { 200: deliveryEstimateResponseSchema, ...refusals },
      },
    },
    (request) => estimateDelivery(app.db, request.body, { now: app.clock() }),
  );

  const listDescription =
    'The caller’s orders, newest first, with their total spent (delivered orders) and their count of delivered orders.';
  app.get(
    '/api/orders/my-orders',
    {
      schema: {
        tags,
        summary: 'My orders, a page at a time',
        description: listDescription,
        querystring: orderListQuerySchema,
        response: { 200: orderListResponseSchema, ...refusals },
      },
    },
    (request) => listOwnOrders(app.db, customerOf(request).id, request.query),
  );

  app.get(
    '/api/orders',
    {
      schema: {
        tags,
        summary: 'My orders (as /api/orders/my-orders)',
        description: listDescription,
        querystring: orderListQuerySchema,
        response: { 200: orderListResponseSchema, ...refusals },
      },
    },
    (request) => listOwnOrders(app.db, customerOf(request).id, request.query),
  );

  app.get(
    '/api/orders/history',
    {
      schema: {
        tags,
        summary: 'My orders, filtered by status and by the days they were placed',
        description: `${listDescription} startDate and endDate are days in Kathmandu time, both included.`,
        querystring: orderHistoryQuerySchema,
        response: { 200: orderListResponseSchema, ...refusals },
      },
    },
    (request) => listOwnOrders(app.db, customerOf(request).id, request.query),
  );

  app.get(
    '/api/orders/:id',
    {
      schema: {
        tags,
        summary: 'One of my orders, with its lines and timeline',
        description: notFoundNote,
        params: orderParamsSchema,
        response: { 200: orderResponseSchema, ...ownOrder },
      },
    },
    async (request) => ({
      order: await getOwnOrder(app.db, customerOf(request).id, request.params.id),
    }),
  );

  app.get(
    '/api/orders/:id/track',
    {
      schema: {
        tags,
        summary: 'Where my order is: status, timeline and estimated delivery',
        description: notFoundNote,
        params: orderParamsSchema,
        response: { 200: orderTrackingResponseSchema, ...ownOrder },
      },
    },
    (request) => trackOwnOrder(app.db, customerOf(request).id, request.params.id),
  );

  app.put(
    '/api/orders/:id/cancel',
    {
      schema: {
        tags,
        summary: 'Cancel my order while it is pending or awaiting its payment',
        description: `Gives back the stock and the coupon use. 409 'Only pending orders can be cancelled' otherwise. ${notFoundNote}`,
        params: orderParamsSchema,
        body: cancelOrderRequestSchema.optional(),
        response: { 200: orderResponseSchema, ...ownOrder, 409: errorResponseSchema },
      },
    },
    async (request) => {
      const customer = customerOf(request);
      const change = await cancelOwnOrder(
        app.db,
        customer.id,
        request.params.id,
        request.body?.reason ?? null,
      );
      await afterOrderCommit(app, request, { ...change, orderId: change.order.id });
      return { order: change.order };
    },
  );

  app.post(
    '/api/orders/:id/payment',
    {
      schema: {
        tags,
        summary: 'Pay my order awaiting its payment again, or pay cash on delivery instead',
        description:
          'While the order awaits its payment (and its time to pay lasts): a wallet answers where the browser goes to pay, as checkout does; ' +
          `cash sends the order to the restaurant now, to be paid on delivery. 409 '${PAYMENT_MESSAGES.notAwaitingPayment}' otherwise. ${notFoundNote}`,
        params: orderParamsSchema,
        body: orderPaymentRequestSchema,
        response: { 200: placedOrderResponseSchema, ...ownOrder, 409: errorResponseSchema },
      },
    },
    async (request) => {
      const customer = customerOf(request);
      assertOffered(app.payments.offered, request.body.payment_method);
      const paid = await payOrderAgain(
        app.db,
        app.payments.context,
        customer.id,
        request.params.id,
        request.body.payment_method,
        app.clock(),
      );
      if (paid.change)
        await afterOrderCommit(app, request, { ...paid.change, orderId: paid.order.id });
      return { order: paid.order, ...paid.step };
    },
  );

  app.post(
    '/api/orders/:id/reorder',
    {
      schema: {
        tags,
        summary: 'My past order as a new cart, at today’s prices',
        description: `The meals still on the menu and in stock, to put in the cart, and what changed (new price, sold out, off the menu). Nothing is written. ${notFoundNote}`,
        params: orderParamsSchema,
        response: { 200: reorderResponseSchema, ...ownOrder },
      },
    },
    (request) => reorder(app.db, customerOf(request).id, request.params.id),
  );

  app.post(
    '/api/orders/:id/rate',
    {
      schema: {
        tags,
        summary: 'Rate my delivered order, once',
        description: `1–5 stars and an optional review; each meal of the order takes the rating into its average and review count. 409 when the order is not delivered or already rated. ${notFoundNote}`,
        params: orderParamsSchema,
        body: rateOrderRequestSchema,
        response: { 200: orderResponseSchema, ...ownOrder, 409: errorResponseSchema },
      },
    },
    async (request) => ({
      order: await rateOwnOrder(app.db, customerOf(request).id, request.params.id, {
        rating: request.body.rating,
        review: request.body.review,
      }),
    }),
  );
};
