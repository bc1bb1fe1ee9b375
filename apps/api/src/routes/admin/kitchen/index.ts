import {
  errorResponseSchema,
  KITCHEN_EVENT,
  KITCHEN_EVENTS_CATCH_UP_LIMIT,
  KITCHEN_EVENTS_PATH,
  KITCHEN_EVENTS_READY_EVENT,
  KITCHEN_TICKETS_PATH,
  kitchenEventSchema,
  kitchenEventsHeadersSchema,
  kitchenEventsReadySchema,
  kitchenMoveRequestSchema,
  kitchenMoveResponseSchema,
  kitchenTicketsResponseSchema,
  MAX_KITCHEN_STREAMS,
  ORDER_EVENTS_HEARTBEAT_MS,
  orderParamsSchema,
} from '@shop/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { adminOf } from '../../../plugins/session-guards.ts';
import { listKitchenTickets } from '../../../services/kitchen/list-kitchen-tickets.ts';
import { moveKitchenTicket } from '../../../services/kitchen/move-ticket.ts';
import { afterOrderCommit } from '../../order-announcements.ts';
import { kitchenOrderFeed } from './kitchen-order-feed.ts';

const tags = ['kitchen'];

const eventsDescription = [
  'Server-sent events (`text/event-stream`) of every order, for the kitchen display: each new entry of any order’s ' +
    'timeline, the order being placed included, within a second or two, from whichever server process made it. ' +
    `The display reads ${KITCHEN_TICKETS_PATH} again on each.`,
  `- \`event: ${KITCHEN_EVENT}\`, \`id:\` the history entry id, \`data:\` a KitchenEvent (JSON).`,
  `- \`event: ${KITCHEN_EVENTS_READY_EVENT}\` once the stream listens (after any catch-up), its \`id:\` the stream’s position.`,
  `- A comment line every ${ORDER_EVENTS_HEARTBEAT_MS / 1000} s keeps proxies from closing a quiet stream.`,
  `- \`Last-Event-ID: n\` first sends what came after n (the newest ${KITCHEN_EVENTS_CATCH_UP_LIMIT} at most), then the live ones.`,
  '- The stream ends when the session ends (logout, a password change elsewhere or expiry, checked every minute) or the server shuts down.',
  `- At most ${MAX_KITCHEN_STREAMS} open streams per staff member and server process; one more is answered 429.`,
  'Read it with fetch (EventSource cannot send the bearer token). It is never compressed.',
].join('\n');

/** The kitchen display (/kitchen): its tickets and its live feed (docs/product-rules.md#kitchen-display). */
export const adminKitchenRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    KITCHEN_TICKETS_PATH,
    {
      schema: {
        tags,
        summary: 'The kitchen display’s tickets (staff)',
        description:
          'Confirmed, preparing and ready orders, oldest first (a later order at its slot), each with its number, ' +
          'status, placed time, due time, slot, delivery or pickup, lines with their choices and the customer’s note. ' +
          'A ready order is listed until it moves on (out for delivery, delivered or cancelled).',
        response: {
          200: kitchenTicketsResponseSchema,
          401: errorResponseSchema,
          403: errorResponseSchema,
        },
      },
    },
    () => listKitchenTickets(app.db),
  );

  app.patch(
    `${KITCHEN_TICKETS_PATH}/:id/status`,
    {
      schema: {
        tags,
        summary: 'Move a ticket on: confirmed → preparing → ready (staff)',
        description:
          'Only these moves, from the status the display showed (`expectedStatus`): when the order has another the ' +
          'answer is 409 with its status now in details, and nothing changes; another move is 403. The change is kept ' +
          'on the order’s timeline and the audit log, and streamed live to the customer. The answer names the order and ' +
          'its status, nothing of the customer.',
        params: orderParamsSchema,
        body: kitchenMoveRequestSchema,
        response: {
          200: kitchenMoveResponseSchema,
          400: errorResponseSchema,
          401: errorResponseSchema,
          403: errorResponseSchema.describe('A move the kitchen does not make'),
          404: errorResponseSchema,
          409: errorResponseSchema.describe('The order moved meanwhile, or is closed'),
          415: errorResponseSchema,
        },
      },
    },
    async (request) => {
      const change = await moveKitchenTicket(
        app.db,
        adminOf(request).id,
        request.params.id,
        request.body,
      );
      await afterOrderCommit(app, request, { ...change, orderId: change.order.id });
      return { id: change.order.id, status: change.order.status };
    },
  );

  app.get(
    KITCHEN_EVENTS_PATH,
    {
      // A compressor would hold events back until its buffer fills.
      compress: false,
      schema: {
        tags,
        summary: 'Every order placed or moved, live, for the kitchen display (server-sent events)',
        description: eventsDescription,
        headers: kitchenEventsHeadersSchema,
        response: {
          200: {
            description: `A stream of \`${KITCHEN_EVENT}\` events (KitchenEvent), opened by one \`${KITCHEN_EVENTS_READY_EVENT}\` event`,
            content: {
              'text/event-stream': {
                schema: z.union([kitchenEventSchema, kitchenEventsReadySchema]),
              },
            },
          },
          400: errorResponseSchema.describe('Last-Event-ID is not a whole number'),
          401: errorResponseSchema.describe('No staff session'),
          403: errorResponseSchema.describe('A role without the kitchen display'),
          429: errorResponseSchema.describe('Too many open streams for this staff member'),
        },
      },
    },
    async (request, reply) => {
      const staff = adminOf(request);
      await app.liveFeed.open(reply, kitchenOrderFeed, {
        ownerId: staff.id,
        sessionId: staff.sessionId,
        filter: {},
        lastEventId: request.headers['last-event-id'],
      });
      return reply;
    },
  );
};
