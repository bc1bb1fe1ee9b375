import {
  ADMIN_ALERT_MESSAGES,
  MAX_ADMIN_ORDER_STREAMS,
  ORDER_EVENTS_HEARTBEAT_MS,
} from '@shop/shared';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { z } from 'zod';
import { AppError } from '../../../lib/app-error.ts';
import { ORDER_STATUS_CHANNEL } from '../../../services/orders/announce-order-status.ts';
import { OrderAlertStream } from './order-alert-stream.ts';

const SESSION_CHECK_MS = 60_000;

export interface OpenAlertStream {
  adminId: string;
  sessionId: string;
  lastEventId: number | undefined;
}

/** The history id of an `order_status_changed` payload (services/orders/announce-order-status.ts). */
const payloadSchema = z.object({ historyId: z.number().int().positive() });

function historyIdOf(payload: string): number | undefined {
  try {
    return payloadSchema.safeParse(JSON.parse(payload)).data?.historyId;
  } catch {
    return undefined;
  }
}

/**
 * The staff alerts of this process: one more LISTEN on the channel the customer's live status
 * already uses, fanned out to every open back-office stream (each admin sees every order). An
 * empty or unreadable payload makes every stream look again, which can only repeat nothing.
 */
export async function startOrderAlertHub(app: FastifyInstance) {
  const streamsByAdmin = new Map<string, Set<OrderAlertStream>>();
  const allStreams = () => [...streamsByAdmin.values()].flatMap((streams) => [...streams]);

  const unlisten = await app.database.listen(ORDER_STATUS_CHANNEL, (payload) => {
    const historyId = historyIdOf(payload);
    for (const stream of allStreams()) stream.announce(historyId);
  });
  // Open streams would keep the server from closing: end them before it waits for requests.
  app.addHook('preClose', async () => {
    for (const stream of allStreams()) stream.close();
  });
  app.addHook('onClose', async () => {
    await unlisten().catch(() => {});
  });

  return {
    /** Sends the admin's alerts stream as the reply (429 past the per-admin bound). */
    async open(
      reply: FastifyReply,
      { adminId, sessionId, lastEventId }: OpenAlertStream,
    ): Promise<void> {
      const streams = streamsByAdmin.get(adminId) ?? new Set<OrderAlertStream>();
      if (streams.size >= MAX_ADMIN_ORDER_STREAMS) {
        throw new AppError('RATE_LIMITED', ADMIN_ALERT_MESSAGES.tooManyStreams);
      }
      const stream = new OrderAlertStream({
        db: app.db,
        sessionId,
        lastEventId,
        heartbeatMs: ORDER_EVENTS_HEARTBEAT_MS,
        sessionCheckMs: SESSION_CHECK_MS,
        log: reply.log,
        onClose: () => {
          streams.delete(stream);
          if (streams.size === 0) streamsByAdmin.delete(adminId);
        },
      });
      streams.add(stream);
      streamsByAdmin.set(adminId, streams);
      reply.raw.on('close', () => stream.close());
      await stream.start();
      reply
        .header('content-type', 'text/event-stream; charset=utf-8')
        .header('cache-control', 'no-cache, no-transform')
        .header('x-accel-buffering', 'no')
        // When the stream ends (sign-out, shutdown) its connection goes too.
        .header('connection', 'close')
        .send(stream.body);
    },
  };
}
