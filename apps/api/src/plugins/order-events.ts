import {
  MAX_ORDER_STREAMS_PER_CUSTOMER,
  ORDER_EVENTS_HEARTBEAT_MS,
  ORDER_EVENTS_MESSAGES,
} from '@shop/shared';
import type { FastifyInstance, FastifyReply } from 'fastify';
import fp from 'fastify-plugin';
import { z } from 'zod';
import { AppError } from '../lib/app-error.ts';
import { ORDER_STATUS_CHANNEL } from '../services/orders/announce-order-status.ts';
import { OrderEventStream } from './order-event-stream.ts';

export interface OrderEventsOptions {
  /** How often a quiet stream sends a comment (default 20 s). */
  heartbeatMs?: number;
  /** How often a stream checks that its session still exists (default 60 s). */
  sessionCheckMs?: number;
  /** Open streams per customer in this process (default 5). */
  maxStreamsPerCustomer?: number;
}

export interface OpenOrderStream {
  customerId: string;
  sessionId: string;
  lastEventId: number | undefined;
}

declare module 'fastify' {
  interface FastifyInstance {
    orderEvents: {
      /** Sends the caller's live status stream as the reply (429 past the per-customer bound). */
      open(reply: FastifyReply, stream: OpenOrderStream): void;
      /** Streams open in this process for the customer. */
      openStreams(customerId: string): number;
    };
  }
}

const SESSION_CHECK_MS = 60_000;

/** The payload of the NOTIFY contract (services/orders/announce-order-status.ts). */
const announcementSchema = z.object({
  customerId: z.string(),
  orderId: z.string(),
  historyId: z.number().int().positive(),
});

function parseAnnouncement(payload: string): z.infer<typeof announcementSchema> | null {
  try {
    const parsed = announcementSchema.safeParse(JSON.parse(payload));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

/**
 * Live order status: one LISTEN per process on `order_status_changed`, fanned out to the open
 * streams of the customer it names. The only state is per connection, so any number of
 * processes can serve streams while any one of them changes the status.
 */
export const orderEventsPlugin = fp(async (app: FastifyInstance, opts: OrderEventsOptions) => {
  const heartbeatMs = opts.heartbeatMs ?? ORDER_EVENTS_HEARTBEAT_MS;
  const sessionCheckMs = opts.sessionCheckMs ?? SESSION_CHECK_MS;
  const maxStreams = opts.maxStreamsPerCustomer ?? MAX_ORDER_STREAMS_PER_CUSTOMER;
  const streamsByCustomer = new Map<string, Set<OrderEventStream>>();

  const allStreams = () => [...streamsByCustomer.values()].flatMap((streams) => [...streams]);

  const onPayload = (payload: string) => {
    // An empty payload: the listener reconnected and may have missed notifications.
    if (payload === '') {
      for (const stream of allStreams()) stream.announce();
      return;
    }
    const announcement = parseAnnouncement(payload);
    if (!announcement) {
      app.log.warn({ payload }, 'ignored a malformed order status notification');
      return;
    }
    for (const stream of streamsByCustomer.get(announcement.customerId) ?? []) {
      stream.announce(announcement.historyId);
    }
  };
  const unlisten = await app.database.listen(ORDER_STATUS_CHANNEL, onPayload);

  const open = (
    reply: FastifyReply,
    { customerId, sessionId, lastEventId }: OpenOrderStream,
  ): void => {
    const streams = streamsByCustomer.get(customerId) ?? new Set<OrderEventStream>();
    if (streams.size >= maxStreams) {
      throw new AppError('RATE_LIMITED', ORDER_EVENTS_MESSAGES.tooManyStreams);
    }
    const stream = new OrderEventStream({
      db: app.db,
      customerId,
      sessionId,
      lastEventId,
      heartbeatMs,
      sessionCheckMs,
      log: reply.log,
      onClose: () => {
        streams.delete(stream);
        if (streams.size === 0) streamsByCustomer.delete(customerId);
      },
    });
    streams.add(stream);
    streamsByCustomer.set(customerId, streams);
    reply.raw.on('close', () => stream.close());
    stream.start();
    reply
      .header('content-type', 'text/event-stream; charset=utf-8')
      .header('cache-control', 'no-cache, no-transform')
      .header('x-accel-buffering', 'no')
      // When the stream ends (sign-out, shutdown) its connection goes too: a keep-alive socket
      // left idle after it would hold a closing server open until the keep-alive timeout.
      .header('connection', 'close')
      .send(stream.body);
  };

  app.decorate('orderEvents', {
    open,
    openStreams: (customerId: string) => streamsByCustomer.get(customerId)?.size ?? 0,
  });
  // Open streams would keep the server from closing: end them before it waits for requests.
  app.addHook('preClose', async () => {
    for (const stream of allStreams()) stream.close();
  });
  app.addHook('onClose', async () => {
    await unlisten().catch(() => {});
  });
});
