import {
  acceptOrderRequestSchema,
  activeOrdersQuerySchema,
  activeOrdersResponseSchema,
  adminOrderListQuerySchema,
  adminOrderListResponseSchema,
  adminOrderResponseSchema,
  adminOrderStatusUpdateSchema,
  COUNTER_ROLES,
  errorResponseSchema,
  OWNER_ONLY,
  orderParamsSchema,
  orderResponseSchema,
  orderStatusConflictSchema,
  PAYMENT_MESSAGES,
  rejectOrderRequestSchema,
  roleMayMove,
  successResponseSchema,
} from '@shop/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { ZodType } from 'zod';
import { adminOf } from '../../../plugins/session-guards.ts';
import { acceptOrder, rejectOrder } from '../../../services/admin-orders/accept-or-reject.ts';
import { getAdminOrder } from '../../../services/admin-orders/get-order.ts';
import { listActiveOrders } from '../../../services/admin-orders/list-active-orders.ts';
import { listAdminOrders } from '../../../services/admin-orders/list-orders.ts';
import { updateOrderStatus } from '../../../services/admin-orders/update-order-status.ts';
import { deleteOrder } from '../../../services/orders/delete-order.ts';
import { markRefunded } from '../../../services/payments/mark-refunded.ts';
import { afterOrderCommit } from '../../order-announcements.ts';
import { adminOrderPrintRoutes } from './print-routes.ts';

const tags = ['orders'];
const refusals = {
  400: errorResponseSchema,
  401: errorResponseSchema,
  404: errorResponseSchema,
  409: errorResponseSchema,
};

/** The back office's order calls: lists, one order, moving an order through its statuses, deleting one. */
export const adminOrderRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(adminOrderPrintRoutes);

  app.get(
    '/api/admin/orders',
    {
      schema: {
        tags,
        summary: 'List orders with the screen’s figures (back office)',
        description:
          'Filters combine: status, customerId, the Kathmandu days startDate to endDate (both included), and search ' +
          '(part of the id, the customer’s name or email). Sorted by sortBy (createdAt by default) in sortOrder (desc by ' +
          'default), 50 a page by default. stats describe all orders; revenue is the total of delivered orders.',
        querystring: adminOrderListQuerySchema,
        response: {
          200: adminOrderListResponseSchema,
          400: errorResponseSchema,
          401: errorResponseSchema,
        },
      },
    },
    (request) => listAdminOrders(app.db, request.query),
  );

  app.get(
    '/api/admin/orders/active',
    {
      schema: {
        tags,
        summary: 'Orders still to finish (back office)',
        description: 'Neither delivered nor cancelled, oldest first: the kitchen’s queue.',
        querystring: activeOrdersQuerySchema,
        response: {
          200: activeOrdersResponseSchema,
          400: errorResponseSchema,
          401: errorResponseSchema,
        },
      },
    },
    (request) => listActiveOrders(app.db, request.query),
  );

  app.get(
    '/api/admin/orders/:id',
    {
      schema: {
        tags,
        summary: 'One order with its customer, items and timeline (back office)',
        description: 'The timeline names the admin who made each change.',
        params: orderParamsSchema,
        response: {
          200: adminOrderResponseSchema,
          401: errorResponseSchema,
          404: errorResponseSchema,
        },
      },
    },
    async (request) => ({ order: await getAdminOrder(app.db, request.params.id) }),
  );

  const statusRoute = {
    // The counter hands orders over; each role's moves are checked under the order's lock
    // (docs/product-rules.md#staff-and-roles). The kitchen moves its tickets at its own call.
    config: { roles: COUNTER_ROLES },
    schema: {
      tags,
      summary: 'Set an order’s status (back office)',
      description:
        'Any status while the order is neither delivered nor cancelled (409 otherwise). With expectedStatus, the status ' +
        'the admin saw, the change applies only while the order still has it: when another admin changed it meanwhile ' +
        'the answer is 409 with the order as it is now in details.order, and nothing changes. The order row is locked ' +
        'for the change, so of two changes at once the second sees the first. Cancelling gives back the stock and the ' +
        'coupon use; delivering adds the total to the customer’s spending. The change is kept on the order’s timeline ' +
        'with the admin and the notes, written to the audit log, and streamed live to the customer. The counter may mark ' +
        'an order that is ready or out for delivery delivered; another move is answered 403 (the kitchen moves its ' +
        'tickets at PATCH /api/kitchen/tickets/{id}/status).',
      params: orderParamsSchema,
      body: adminOrderStatusUpdateSchema,
      response: {
        200: orderResponseSchema,
        ...refusals,
        403: errorResponseSchema.describe('A move this role may not make'),
        409: orderStatusConflictSchema,
      },
    },
  };
  for (const path of ['/api/orders/:id/status', '/api/admin/orders/:id/status']) {
    app.patch(path, statusRoute, async (request) => {
      const admin = adminOf(request);
      const change = await updateOrderStatus(app.db, admin.id, request.params.id, {
        status: request.body.status,
        notes: request.body.notes,
        expectedStatus: request.body.expectedStatus,
        mayMove: (from, to) => roleMayMove(admin.role, from, to),
      });
      await afterOrderCommit(app, request, { ...change, orderId: change.order.id });
      return { order: change.order };
    });
  }

  const answerSchema = <Body extends ZodType>(
    summary: string,
    description: string,
    body: Body,
  ) => ({
    schema: {
      tags,
      summary,
      description: `${description} Only a new (pending) order is answered: otherwise 409 with the order as it is now in details.order. The answer is kept on the timeline, written to the audit log and streamed live to the customer.`,
      params: orderParamsSchema,
      body,
      response: { 200: orderResponseSchema, ...refusals, 409: orderStatusConflictSchema },
    },
  });

  app.patch(
    '/api/admin/orders/:id/accept',
    answerSchema(
      'Accept a new order with its preparation time (back office)',
      'Confirms the order; readyBy is now plus `minutes`.',
      acceptOrderRequestSchema,
    ),
    async (request) => {
      const change = await acceptOrder(app.db, adminOf(request).id, request.params.id, {
        minutes: request.body.minutes,
        now: app.clock(),
      });
      await afterOrderCommit(app, request, { ...change, orderId: change.order.id });
      return { order: change.order };
    },
  );

  app.patch(
    '/api/admin/orders/:id/reject',
    answerSchema(
      'Reject a new order with a reason (back office)',
      'Cancels the order, giving back its stock and coupon use; the customer sees the reason.',
      rejectOrderRequestSchema,
    ),
    async (request) => {
      const { reason } = request.body;
      const change = await rejectOrder(app.db, adminOf(request).id, request.params.id, reason);
      await afterOrderCommit(app, request, { ...change, orderId: change.order.id });
      return { order: change.order };
    },
  );

  app.post(
    '/api/admin/orders/:id/refund',
    {
      config: { roles: OWNER_ONLY },
      schema: {
        tags,
        summary: 'Record that a cancelled order’s payment was given back (back office, owner)',
        description:
          'A paid wallet order that was cancelled has a refund due: nothing moves the money back by itself. Once the owner ' +
          `has refunded it (in the wallet’s merchant panel), this marks it refunded, in the activity log too. 409 '${PAYMENT_MESSAGES.onlyRefundDue}' otherwise.`,
        params: orderParamsSchema,
        response: { 200: adminOrderResponseSchema, ...refusals, 403: errorResponseSchema },
      },
    },
    async (request) => ({
      order: await markRefunded(app.db, adminOf(request).id, request.params.id),
    }),
  );

  app.delete(
    '/api/orders/:id',
    {
      schema: {
        tags,
        summary: 'Delete a delivered or cancelled order for good (back office)',
        description:
          'Removes the order with its lines and timeline; the audit log keeps what it was. An open order is refused with 409: ' +
          'cancel it first, which gives back its stock and coupon use and tells the customer.',
        params: orderParamsSchema,
        response: { 200: successResponseSchema, ...refusals },
      },
    },
    (request) => deleteOrder(app.db, adminOf(request).id, request.params.id),
  );
};
