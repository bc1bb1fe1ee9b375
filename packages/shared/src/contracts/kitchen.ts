import { z } from 'zod';
import { KITCHEN_STATUSES } from '../domain/kitchen-tickets.ts';
import { ORDER_STATUSES } from '../domain/orders.ts';
import { orderLineChoiceSchema } from './meal-options.ts';
import { lastEventIdSchema } from './order-events.ts';
import { FULFILMENTS } from './ordering.ts';
import { orderPaymentSchema } from './payments.ts';

/*
 * The kitchen display at /kitchen (docs/product-rules.md#kitchen-display): the open orders as
 * tickets, `GET /api/kitchen/tickets`, kept current by the kitchen's use of the one live order
 * feed, `GET /api/kitchen/events` (docs/decisions/046-one-live-feed.md). Both need a staff session.
 */

export const KITCHEN_TICKETS_PATH = '/api/kitchen/tickets';
export const KITCHEN_EVENTS_PATH = '/api/kitchen/events';
/** The SSE event name of an order placed or moved, and of the event that says the stream listens. */
export const KITCHEN_EVENT = 'order';
export const KITCHEN_EVENTS_READY_EVENT = 'ready';
/** Open kitchen streams one staff member may hold per server process (a few wall screens). */
export const MAX_KITCHEN_STREAMS = 5;
/** A reconnect catches up at most this many events: the display reads its tickets again anyway. */
export const KITCHEN_EVENTS_CATCH_UP_LIMIT = 20;

export const KITCHEN_MESSAGES = {
  tooManyStreams: `At most ${MAX_KITCHEN_STREAMS} kitchen displays can be open at once for one account. Close another and try again.`,
} as const;

/** PATCH /api/kitchen/tickets/{id}/status: the move, from the status the display showed. */
export const kitchenMoveRequestSchema = z
  .object({
    status: z.enum(['preparing', 'ready']).meta({ description: 'Where the ticket goes' }),
    expectedStatus: z.enum(KITCHEN_STATUSES).meta({
      description:
        'The status the display showed: when the order has another, nothing changes (409)',
    }),
  })
  .meta({ id: 'KitchenMoveRequest' });
export type KitchenMoveRequest = z.infer<typeof kitchenMoveRequestSchema>;

/** What a move answers, refused or not: the order's status now, and nothing of the customer. */
export const kitchenMoveResponseSchema = z
  .object({ id: z.string(), status: z.string() })
  .meta({ id: 'KitchenMoveResponse' });

export const kitchenTicketLineSchema = z
  .object({
    quantity: z.number().int().positive(),
    name: z.string().meta({ description: "The meal's name as ordered" }),
    choices: z.array(orderLineChoiceSchema).meta({
      description: "The meal's options chosen (docs/product-rules.md#meal-options)",
    }),
  })
  .meta({ id: 'KitchenTicketLine' });
export type KitchenTicketLine = z.infer<typeof kitchenTicketLineSchema>;

export const kitchenTicketSchema = z
  .object({
    id: z.string().meta({ description: "The order's id" }),
    number: z.string().meta({ description: "The order's number as people read it (#0000ABCD)" }),
    status: z.enum(KITCHEN_STATUSES),
    fulfilment: z.enum(FULFILMENTS),
    placedAt: z.iso.datetime({ offset: true }),
    scheduledFor: z.iso.datetime({ offset: true }).nullable().meta({
      description: 'The slot chosen for a later order; null for as soon as possible',
    }),
    dueAt: z.iso.datetime({ offset: true }).meta({
      description:
        'When the order is due: the slot of a later order, else the ready time given when it was accepted, else the placed time plus the longer end of its estimate',
    }),
    notes: z.string().nullable().meta({ description: "The customer's note" }),
    payment: orderPaymentSchema.pick({ method: true, status: true }).meta({
      description: 'Cash is taken at the door or the counter; a wallet order arrives paid',
    }),
    lines: z.array(kitchenTicketLineSchema),
  })
  .meta({ id: 'KitchenTicket' });
export type KitchenTicket = z.infer<typeof kitchenTicketSchema>;

export const kitchenTicketsResponseSchema = z
  .object({
    tickets: z.array(kitchenTicketSchema).meta({
      description:
        'Confirmed, preparing and ready orders, in the queue’s order: oldest first, a later order at its slot',
    }),
  })
  .meta({ id: 'KitchenTickets' });
export type KitchenTicketsResponse = z.infer<typeof kitchenTicketsResponseSchema>;

export const kitchenEventSchema = z
  .object({
    id: z
      .number()
      .int()
      .positive()
      .meta({ description: 'The order_status_history row id; also the SSE `id:`' }),
    orderId: z.string(),
    status: z.enum(ORDER_STATUSES),
    at: z.iso.datetime({ offset: true }),
  })
  .meta({
    id: 'KitchenEvent',
    description: `The data of one \`event: ${KITCHEN_EVENT}\` of ${KITCHEN_EVENTS_PATH}`,
  });
export type KitchenEvent = z.infer<typeof kitchenEventSchema>;

/** The same event as a client should read it: a status it does not know yet still arrives. */
export const receivedKitchenEventSchema = kitchenEventSchema.extend({ status: z.string() });
export type ReceivedKitchenEvent = z.infer<typeof receivedKitchenEventSchema>;

export const kitchenEventsReadySchema = z
  .object({ lastEventId: z.number().int().nonnegative() })
  .meta({
    id: 'KitchenEventsReady',
    description: `The data of the \`event: ${KITCHEN_EVENTS_READY_EVENT}\` that opens ${KITCHEN_EVENTS_PATH}`,
  });

/** The stream's request headers (Authorization and others pass through). */
export const kitchenEventsHeadersSchema = z.looseObject({
  'last-event-id': lastEventIdSchema.optional().meta({
    description: `The last event id received: what came after it is sent first (at most ${KITCHEN_EVENTS_CATCH_UP_LIMIT} events)`,
  }),
});
