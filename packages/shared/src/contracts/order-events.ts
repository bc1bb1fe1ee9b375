import { z } from 'zod';
import { ORDER_STATUSES, STATUS_ACTORS } from '../domain/orders.ts';

/*
 * The live order status stream (issue 7): `GET /api/orders/events`, server-sent events for the
 * signed-in customer. Each event is one new row of one of their orders' timelines:
 *
 *   id: <history row id>
 *   event: status
 *   data: {"id":…,"orderId":"…","status":"ready","at":"…","by":"admin","notes":null}
 *
 * The ids only grow, so a client that reconnects with `Last-Event-ID: <last id>` receives every
 * change it missed, then the live ones.
 */

export const ORDER_EVENTS_PATH = '/api/orders/events';
/** The SSE event name of a status change. */
export const ORDER_STATUS_EVENT = 'status';
/**
 * Sent once a stream is listening (after any catch-up), with `id:` set to the stream's position,
 * so a client that saw no change yet still has a Last-Event-ID to resume from.
 */
export const ORDER_EVENTS_READY_EVENT = 'ready';
/** A comment line is sent this often so that proxies and the browser keep the stream open. */
export const ORDER_EVENTS_HEARTBEAT_MS = 20_000;
/** Open streams one customer may hold at once (tabs and devices); one more is refused with 429. */
export const MAX_ORDER_STREAMS_PER_CUSTOMER = 5;
/** How long a client waits before reconnecting, sent as the stream's `retry:` field. */
export const ORDER_EVENTS_RETRY_MS = 3_000;

export const ORDER_EVENTS_MESSAGES = {
  tooManyStreams: `At most ${MAX_ORDER_STREAMS_PER_CUSTOMER} live order updates can be open at once. Close another tab and try again.`,
  lastEventIdInvalid: 'Last-Event-ID must be a whole number',
} as const;

export const orderStatusEventSchema = z
  .object({
    id: z
      .number()
      .int()
      .positive()
      .meta({ description: 'The order_status_history row id; also the SSE `id:`' }),
    orderId: z.string(),
    status: z.enum(ORDER_STATUSES),
    at: z.iso.datetime({ offset: true }),
    by: z.enum(STATUS_ACTORS),
    notes: z.string().nullable(),
  })
  .meta({
    id: 'OrderStatusEvent',
    description: `The data of one \`event: ${ORDER_STATUS_EVENT}\` of ${ORDER_EVENTS_PATH}`,
  });
export type OrderStatusEvent = z.infer<typeof orderStatusEventSchema>;

/**
 * The same event as a client should read it: a status this client does not know yet (added to
 * the server later) still arrives, and is shown as a generic 'Order status updated'.
 */
export const receivedOrderStatusEventSchema = orderStatusEventSchema.extend({
  status: z.string(),
  by: z.string(),
});
export type ReceivedOrderStatusEvent = z.infer<typeof receivedOrderStatusEventSchema>;

export const orderEventsReadySchema = z
  .object({
    lastEventId: z
      .number()
      .int()
      .nonnegative()
      .meta({ description: 'The newest history id the stream has covered; 0 before any' }),
  })
  .meta({
    id: 'OrderEventsReady',
    description: `The data of the \`event: ${ORDER_EVENTS_READY_EVENT}\` that opens ${ORDER_EVENTS_PATH}`,
  });
export type OrderEventsReady = z.infer<typeof orderEventsReadySchema>;

/** The `Last-Event-ID` request header: the last history id the client received. */
export const lastEventIdSchema = z
  .string()
  .trim()
  .regex(/^\d{1,10}$/, { error: ORDER_EVENTS_MESSAGES.lastEventIdInvalid })
  .transform(Number)
  // History ids are PostgreSQL integers.
  .refine((id) => id <= 2_147_483_647, { error: ORDER_EVENTS_MESSAGES.lastEventIdInvalid });

/** The stream's request headers (other headers, such as Authorization, pass through). */
export const orderEventsHeadersSchema = z.looseObject({
  'last-event-id': lastEventIdSchema.optional().meta({
    description: 'The last event id received: every change after it is sent first (catch-up)',
  }),
});
