import { z } from 'zod';
import { ORDER_STATUSES, STATUS_ACTORS } from '../domain/orders.ts';
import { lastEventIdSchema } from './order-events.ts';

/*
 * Staff alerts (issue 8): `GET /api/admin/orders/events`, server-sent events for every open
 * back-office screen. Each event is one new row of any order's timeline, the order's first
 * row ("placed") included:
 *
 *   id: <history row id>
 *   event: order
 *   data: {"id":…,"orderId":"…","kind":"created","status":"pending","customerName":"…","total":450,…}
 *
 * As on the customer's stream, a client that reconnects with `Last-Event-ID` gets what it missed.
 */

export const ADMIN_ORDER_EVENTS_PATH = '/api/admin/orders/events';
/** The SSE event name of an order placed or moved. */
export const ADMIN_ORDER_EVENT = 'order';
/** Sent once the stream is listening, with `id:` its position (as on the customer's stream). */
export const ADMIN_ORDER_EVENTS_READY_EVENT = 'ready';
/** Open streams one admin may hold per server process (tabs, the kitchen screen, a phone). */
export const MAX_ADMIN_ORDER_STREAMS = 10;
/** A reconnect after a long absence catches up at most this many events. */
export const ADMIN_ORDER_EVENTS_CATCH_UP_LIMIT = 50;

export const ADMIN_ALERT_MESSAGES = {
  tooManyStreams: `At most ${MAX_ADMIN_ORDER_STREAMS} live order alerts can be open at once. Close another tab and try again.`,
} as const;

/** What an order event says happened: the order was placed, or its status changed. */
export const ADMIN_ORDER_EVENT_KINDS = ['created', 'status'] as const;
export type AdminOrderEventKind = (typeof ADMIN_ORDER_EVENT_KINDS)[number];

export const adminOrderEventSchema = z
  .object({
    id: z
      .number()
      .int()
      .positive()
      .meta({ description: 'The order_status_history row id; also the SSE `id:`' }),
    orderId: z.string(),
    kind: z.enum(ADMIN_ORDER_EVENT_KINDS),
    status: z.enum(ORDER_STATUSES),
    at: z.iso.datetime({ offset: true }),
    by: z.enum(STATUS_ACTORS),
    customerName: z.string(),
    /** The order's total, NRS. */
    total: z.number(),
  })
  .meta({
    id: 'AdminOrderEvent',
    description: `The data of one \`event: ${ADMIN_ORDER_EVENT}\` of ${ADMIN_ORDER_EVENTS_PATH}`,
  });
export type AdminOrderEvent = z.infer<typeof adminOrderEventSchema>;

/** The same event as a client should read it: a status it does not know yet still arrives. */
export const receivedAdminOrderEventSchema = adminOrderEventSchema.extend({
  kind: z.string(),
  status: z.string(),
  by: z.string(),
});
export type ReceivedAdminOrderEvent = z.infer<typeof receivedAdminOrderEventSchema>;

export const adminOrderEventsReadySchema = z
  .object({ lastEventId: z.number().int().nonnegative() })
  .meta({
    id: 'AdminOrderEventsReady',
    description: `The data of the \`event: ${ADMIN_ORDER_EVENTS_READY_EVENT}\` that opens ${ADMIN_ORDER_EVENTS_PATH}`,
  });
export type AdminOrderEventsReady = z.infer<typeof adminOrderEventsReadySchema>;

/** The stream's request headers (Authorization and others pass through). */
export const adminOrderEventsHeadersSchema = z.looseObject({
  'last-event-id': lastEventIdSchema.optional().meta({
    description: `The last event id received: what came after it is sent first (at most ${ADMIN_ORDER_EVENTS_CATCH_UP_LIMIT} events)`,
  }),
});
