import { ORDER_EVENTS_HEARTBEAT_MS } from '@shop/shared';
import type { FastifyInstance, FastifyReply } from 'fastify';
import fp from 'fastify-plugin';
import { z } from 'zod';
import { AppError } from '../../lib/app-error.ts';
import type { OrderFeedFilter } from '../../services/order-feed/list-order-feed.ts';
import { ORDER_STATUS_CHANNEL } from '../../services/orders/announce-order-status.ts';
import { endWithClient, sendEventStream, shuttingDownError } from './event-stream.ts';
import { FeedStream, type FeedUse } from './feed-stream.ts';
import { orderingStatusFeedPlugin } from './ordering-status-feed.ts';
import { StreamIndex } from './stream-index.ts';

export type { FeedUse } from './feed-stream.ts';

export interface LiveFeedOptions {
  /** How often a quiet stream sends a comment (default 20 s). */
  heartbeatMs?: number;
  /** How often a stream checks that its session still exists (default 60 s). */
  sessionCheckMs?: number;
}

export interface FeedSubscriber {
  /** The customer or admin holding the stream: the per-owner bound counts their streams. */
  ownerId: string;
  sessionId: string;
  filter: OrderFeedFilter;
  lastEventId: number | undefined;
}

declare module 'fastify' {
  interface FastifyInstance {
    liveFeed: {
      /** Sends one use of the feed as the reply (429 past the use's per-owner bound). */
      open<Event>(
        reply: FastifyReply,
        use: FeedUse<Event>,
        subscriber: FeedSubscriber,
      ): Promise<void>;
      /** Streams of the use open in this process for the owner. */
      openStreams(use: FeedUse<unknown>, ownerId: string): number;
      /** Streams open in this process by use name, for metrics (a use seen once stays, at 0). */
      openCount(): ReadonlyMap<string, number>;
    };
  }
}

const SESSION_CHECK_MS = 60_000;
/** The key of the streams that follow every order. */
const EVERY_ORDER = '';

/** The payload of the NOTIFY contract (services/orders/announce-order-status.ts). */
const announcementSchema = z.object({
  customerId: z.string(),
  historyId: z.number().int().positive(),
});

function parseAnnouncement(payload: string): z.infer<typeof announcementSchema> | null {
  try {
    return announcementSchema.safeParse(JSON.parse(payload)).data ?? null;
  } catch {
    return null;
  }
}

const ownerKey = (use: FeedUse<unknown>, ownerId: string) => `${use.name}\n${ownerId}`;
const watchKey = (filter: OrderFeedFilter) => filter.customerId ?? EVERY_ORDER;

/**
 * The live order feed of this process: one LISTEN on `order_status_changed`, fanned out to the
 * open streams that follow the customer it names and to those that follow every order. The
 * only state is per connection, so any number of processes can serve streams while any one of
 * them changes an order.
 */
export const liveFeedPlugin = fp(async (app: FastifyInstance, opts: LiveFeedOptions) => {
  const heartbeatMs = opts.heartbeatMs ?? ORDER_EVENTS_HEARTBEAT_MS;
  const sessionCheckMs = opts.sessionCheckMs ?? SESSION_CHECK_MS;
  const byOwner = new StreamIndex<FeedStream<unknown>>();
  const byWatch = new StreamIndex<FeedStream<unknown>>();
  const openByUse = new Map<string, number>();
  let shuttingDown = false;
  const countOpen = (use: FeedUse<unknown>, change: 1 | -1) =>
    openByUse.set(use.name, (openByUse.get(use.name) ?? 0) + change);

  const unlisten = await app.database.listen(ORDER_STATUS_CHANNEL, (payload) => {
    const announcement = parseAnnouncement(payload);
    if (announcement) {
      for (const key of [announcement.customerId, EVERY_ORDER]) {
        for (const stream of byWatch.get(key)) stream.announce(announcement.historyId);
      }
      return;
    }
    // An empty payload: the listener reconnected and may have missed notifications. An
    // unreadable one names nobody. Either way every stream looks again, which repeats nothing.
    if (payload !== '') app.log.warn({ payload }, 'unreadable order status notification');
    for (const stream of byWatch.all()) stream.announce();
  });

  const open = async <Event>(
    reply: FastifyReply,
    use: FeedUse<Event>,
    { ownerId, sessionId, filter, lastEventId }: FeedSubscriber,
  ): Promise<void> => {
    if (shuttingDown) throw shuttingDownError();
    const owner = ownerKey(use, ownerId);
    if (byOwner.get(owner).size >= use.maxStreamsPerOwner) {
      throw new AppError('RATE_LIMITED', use.tooManyStreamsMessage);
    }
    const stream: FeedStream<unknown> = new FeedStream<Event>({
      db: app.db,
      use,
      filter,
      sessionId,
      lastEventId,
      heartbeatMs,
      sessionCheckMs,
      log: reply.log,
      onClose: () => {
        byOwner.delete(owner, stream);
        byWatch.delete(watchKey(filter), stream);
        countOpen(use, -1);
      },
    });
    byOwner.add(owner, stream);
    byWatch.add(watchKey(filter), stream);
    countOpen(use, 1);
    endWithClient(reply, stream);
    await stream.start();
    sendEventStream(reply, stream);
  };

  // The shop's status is the feed's second kind of stream, on the same stream code.
  await app.register(orderingStatusFeedPlugin, { heartbeatMs });

  app.decorate('liveFeed', {
    open,
    openStreams: (use: FeedUse<unknown>, ownerId: string) =>
      byOwner.get(ownerKey(use, ownerId)).size,
    openCount: () => openByUse,
  });
  // Open streams would keep the server from closing: end them before it waits for requests,
  // and refuse those asked for by requests already past Fastify's own refusal while closing.
  app.addHook('preClose', async () => {
    shuttingDown = true;
    for (const stream of byWatch.all()) stream.closeForShutdown();
  });
  app.addHook('onClose', async () => {
    await unlisten().catch(() => {});
  });
});
