import {
  ADMIN_ORDER_EVENT,
  ADMIN_ORDER_EVENTS_CATCH_UP_LIMIT,
  ADMIN_ORDER_EVENTS_PATH,
  ADMIN_ORDER_EVENTS_READY_EVENT,
  adminOrderEventSchema,
  adminOrderEventsHeadersSchema,
  adminOrderEventsReadySchema,
  errorResponseSchema,
  MAX_ADMIN_ORDER_STREAMS,
  ORDER_EVENTS_HEARTBEAT_MS,
} from '@shop/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { adminOf } from '../../../plugins/session-guards.ts';
import { staffOrderFeed } from './staff-order-feed.ts';

const description = [
  'Server-sent events (`text/event-stream`) of every order, for the back office’s staff alerts: each new entry of any ' +
    'order’s timeline, the order being placed included, within a second or two, from whichever server process made it.',
  `- \`event: ${ADMIN_ORDER_EVENT}\`, \`id:\` the history entry id, \`data:\` an AdminOrderEvent (JSON); \`kind\` is \`created\` for a new order.`,
  `- \`event: ${ADMIN_ORDER_EVENTS_READY_EVENT}\` once the stream listens (after any catch-up), its \`id:\` the stream’s position.`,
  `- A comment line every ${ORDER_EVENTS_HEARTBEAT_MS / 1000} s keeps proxies from closing a quiet stream.`,
  `- \`Last-Event-ID: n\` first sends what came after n (the newest ${ADMIN_ORDER_EVENTS_CATCH_UP_LIMIT} at most), then the live ones.`,
  '- The stream ends when the session ends (logout, a password change elsewhere or expiry, checked every minute) or the server shuts down.',
  `- At most ${MAX_ADMIN_ORDER_STREAMS} open streams per admin and server process; one more is answered 429.`,
  'Read it with fetch (EventSource cannot send the bearer token). It is never compressed.',
].join('\n');

/** Staff alerts: a new order reaches every open back-office screen (issue 8). */
export const adminAlertRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    ADMIN_ORDER_EVENTS_PATH,
    {
      // A compressor would hold events back until its buffer fills.
      compress: false,
      schema: {
        tags: ['orders'],
        summary: 'Every order placed or moved, live (server-sent events, back office)',
        description,
        headers: adminOrderEventsHeadersSchema,
        response: {
          200: {
            description: `A stream of \`${ADMIN_ORDER_EVENT}\` events (AdminOrderEvent), opened by one \`${ADMIN_ORDER_EVENTS_READY_EVENT}\` event`,
            content: {
              'text/event-stream': {
                schema: z.union([adminOrderEventSchema, adminOrderEventsReadySchema]),
              },
            },
          },
          400: errorResponseSchema.describe('Last-Event-ID is not a whole number'),
          401: errorResponseSchema.describe('No admin session'),
          429: errorResponseSchema.describe('Too many open streams for this admin'),
        },
      },
    },
    async (request, reply) => {
      const admin = adminOf(request);
      await app.liveFeed.open(reply, staffOrderFeed, {
        ownerId: admin.id,
        sessionId: admin.sessionId,
        filter: {},
        lastEventId: request.headers['last-event-id'],
      });
      return reply;
    },
  );
};
