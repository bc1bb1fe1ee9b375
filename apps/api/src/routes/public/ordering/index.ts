import {
  errorResponseSchema,
  MAX_STATUS_STREAMS_PER_CLIENT,
  ORDER_EVENTS_HEARTBEAT_MS,
  ORDERING_STATUS_EVENT,
  ORDERING_STATUS_EVENTS_PATH,
  orderingSlotsQuerySchema,
  orderingSlotsResponseSchema,
  orderingStatusResponseSchema,
} from '@shop/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { readOrderingSlots } from '../../../services/ordering/ordering-slots.ts';
import { readOrderingStatus } from '../../../services/ordering/ordering-status.ts';

const tags = ['ordering'];
/** A pause must show at once: neither the browser nor a proxy keeps these answers. */
const NOT_KEPT = 'no-store';

const eventsDescription = [
  'Server-sent events (`text/event-stream`) of the shop’s status, for the shop’s pages: ' +
    `\`event: ${ORDERING_STATUS_EVENT}\`, \`data:\` an OrderingStatusResponse (JSON), sent on connect and whenever it changes ` +
    '(the owner pauses or resumes, changes the hours, a special day or orders for later, in whichever server process; ' +
    'an opening, a close or a pause’s end coming), read again at least every minute.',
  `- A comment line every ${ORDER_EVENTS_HEARTBEAT_MS / 1000} s keeps proxies from closing a quiet stream.`,
  `- At most ${MAX_STATUS_STREAMS_PER_CLIENT} open streams per client address and server process; one more is answered 429.`,
  'No session: EventSource can read it. It is never compressed, so every event arrives at once.',
].join('\n');

/** The shop's status and slots for later (docs/product-rules.md#opening-hours). */
export const orderingRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/ordering/status',
    {
      schema: {
        tags,
        summary: 'Whether delivery and pickup take orders now',
        description:
          'For delivery and for pickup: `accepting`, `mode` (open, closed or paused) and, where they apply, ' +
          '`closesAt`, `opensAt`, `resumesAt` (ISO instants), the pause’s `reason`, and `laterOrders`; with the week’s hours. ' +
          'Never cached: a pause shows at once.',
        response: { 200: orderingStatusResponseSchema },
      },
    },
    async (_request, reply) => {
      reply.header('cache-control', NOT_KEPT);
      return readOrderingStatus(app.db, app.clock());
    },
  );

  app.get(
    '/api/ordering/slots',
    {
      schema: {
        tags,
        summary: 'Slots for later that still have room',
        description:
          'One restaurant day’s slots (today when `date` is left out), earliest first, each inside the hours of its fulfilment, ' +
          'at least the lead time away and with room; `days` lists every day that has one. ' +
          'None when orders for later are off. Never cached.',
        querystring: orderingSlotsQuerySchema,
        response: { 200: orderingSlotsResponseSchema, 400: errorResponseSchema },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', NOT_KEPT);
      return readOrderingSlots(app.db, request.query, app.clock());
    },
  );

  app.get(
    ORDERING_STATUS_EVENTS_PATH,
    {
      // A compressor would hold events back until its buffer fills.
      compress: false,
      schema: {
        tags,
        summary: 'Live status of the shop (server-sent events)',
        description: eventsDescription,
        response: {
          200: {
            description: `A stream of \`${ORDERING_STATUS_EVENT}\` events (OrderingStatusResponse)`,
            content: { 'text/event-stream': { schema: orderingStatusResponseSchema } },
          },
          429: errorResponseSchema.describe('Too many open streams from this address'),
        },
      },
    },
    async (request, reply) => {
      await app.orderingStatusFeed.open(reply, request.ip);
      return reply;
    },
  );
};
