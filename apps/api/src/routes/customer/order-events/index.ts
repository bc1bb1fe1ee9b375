import {
  errorResponseSchema,
  MAX_ORDER_STREAMS_PER_CUSTOMER,
  ORDER_EVENTS_HEARTBEAT_MS,
  ORDER_EVENTS_PATH,
  ORDER_EVENTS_READY_EVENT,
  ORDER_STATUS_EVENT,
  orderEventsHeadersSchema,
  orderEventsReadySchema,
  orderStatusEventSchema,
} from '@shop/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { customerOf } from '../../../plugins/session-guards.ts';
import { customerOrderFeed } from './customer-order-feed.ts';

const description = [
  'Server-sent events (`text/event-stream`) of the signed-in customer’s orders: every new entry of their timelines ' +
    '(placed, cancelled, any status the restaurant sets), within a second or two, from whichever server process made the change.',
  `- \`event: ${ORDER_STATUS_EVENT}\`, \`id:\` the history entry id, \`data:\` an OrderStatusEvent (JSON).`,
  `- \`event: ${ORDER_EVENTS_READY_EVENT}\` once the stream listens (after any catch-up), its \`id:\` the stream’s position.`,
  `- A comment line every ${ORDER_EVENTS_HEARTBEAT_MS / 1000} s keeps proxies from closing a quiet stream.`,
  '- `Last-Event-ID: n` first sends every entry after n (what a dropped connection missed), then the live ones.',
  '- The stream ends when the session ends (logout or expiry, checked every minute) or the server shuts down; reconnect with Last-Event-ID.',
  `- At most ${MAX_ORDER_STREAMS_PER_CUSTOMER} open streams per customer and server process; one more is answered 429.`,
  'Browsers’ EventSource cannot send the bearer token: read the stream with fetch. It is never compressed, so every event arrives at once.',
].join('\n');

/** The live status of the signed-in customer's orders (issue 7). */
export const customerOrderEventRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    ORDER_EVENTS_PATH,
    {
      // A compressor would hold events back until its buffer fills.
      compress: false,
      schema: {
        tags: ['orders'],
        summary: 'Live status of my orders (server-sent events)',
        description,
        headers: orderEventsHeadersSchema,
        response: {
          200: {
            description: `A stream of \`${ORDER_STATUS_EVENT}\` events (OrderStatusEvent), opened by one \`${ORDER_EVENTS_READY_EVENT}\` event (OrderEventsReady)`,
            content: {
              'text/event-stream': {
                schema: z.union([orderStatusEventSchema, orderEventsReadySchema]),
              },
            },
          },
          400: errorResponseSchema.describe('Last-Event-ID is not a whole number'),
          401: errorResponseSchema.describe('No customer session'),
          429: errorResponseSchema.describe('Too many open streams for this customer'),
        },
      },
    },
    async (request, reply) => {
      const customer = customerOf(request);
      await app.liveFeed.open(reply, customerOrderFeed, {
        ownerId: customer.id,
        sessionId: customer.sessionId,
        filter: { customerId: customer.id },
        lastEventId: request.headers['last-event-id'],
      });
      return reply;
    },
  );
};
