import {
  MAX_STATUS_STREAMS_PER_CLIENT,
  ORDER_EVENTS_RETRY_MS,
  ORDERING_STATUS_EVENT,
  ORDERING_STATUS_STREAM_MESSAGES,
  type OrderingStatusResponse,
} from '@shop/shared';
import type { FastifyInstance, FastifyReply } from 'fastify';
import fp from 'fastify-plugin';
import { AppError } from '../../lib/app-error.ts';
import { formatEvent, formatRetry } from '../../lib/server-sent-events.ts';
import { ORDERING_CHANGED_CHANNEL } from '../../services/ordering/ordering-changed.ts';
import { readOrderingStatus } from '../../services/ordering/ordering-status.ts';
import { EventStream, endWithClient, sendEventStream, shuttingDownError } from './event-stream.ts';
import { StreamIndex } from './stream-index.ts';

declare module 'fastify' {
  interface FastifyInstance {
    orderingStatusFeed: {
      /** Sends the live status as the reply (429 past the bound per client address). */
      open(reply: FastifyReply, clientKey: string): Promise<void>;
      /** Streams open in this process for a client address. */
      openStreams(clientKey: string): number;
      /** Streams open in this process, for metrics. */
      openCount(): number;
    };
  }
}

/**
 * How often the status is read again while streams are open, for what changes with time alone
 * (a slot for later passing); the instants the status names (a close, an opening, a pause's
 * end) are read again at once.
 */
const REFRESH_MS = 60_000;
/** Never sooner than this after a read, so that an instant just passed cannot spin. */
const MIN_DELAY_MS = 1_000;

class StatusStream extends EventStream {
  start(): void {
    this.write(formatRetry(ORDER_EVENTS_RETRY_MS));
  }

  send(status: OrderingStatusResponse): void {
    this.write(formatEvent({ event: ORDERING_STATUS_EVENT, data: status }));
  }
}

/** The status without the instant it was read at: what a client has to be told again. */
const contentOf = ({ now: _now, ...status }: OrderingStatusResponse) => JSON.stringify(status);

/** The next instant the status names, after `now`. */
function nextInstant(status: OrderingStatusResponse, now: number): number | undefined {
  const instants = [status.delivery, status.pickup]
    .flatMap((s) => [s.closesAt, s.opensAt, s.resumesAt])
    .filter((iso): iso is string => iso !== undefined)
    .map((iso) => Date.parse(iso))
    .filter((at) => at > now);
  return instants.length > 0 ? Math.min(...instants) : undefined;
}

/**
 * The shop's live status (GET /api/ordering/status/events): each process holds one LISTEN on
 * `ordering_changed` and, on a notification or when the status's next instant comes, reads the
 * status once and sends it to its streams when it differs from what they were last sent. A new
 * stream gets the status on connect. Reads run one after another, so a stream never gets an
 * older status after a newer one.
 */
export const orderingStatusFeedPlugin = fp(
  async (app: FastifyInstance, opts: { heartbeatMs: number }) => {
    const byClient = new StreamIndex<StatusStream>();
    let sent = '';
    let timer: NodeJS.Timeout | undefined;
    let work: Promise<void> = Promise.resolve();
    let shuttingDown = false;

    const schedule = (status: OrderingStatusResponse) => {
      clearTimeout(timer);
      if (byClient.all().length === 0) return;
      const now = app.clock().getTime();
      const next = nextInstant(status, now);
      const delay = next === undefined ? REFRESH_MS : Math.min(REFRESH_MS, next - now);
      timer = setTimeout(() => void refresh(), Math.max(MIN_DELAY_MS, delay));
      timer.unref();
    };

    /** Reads the status; sends it to every stream when it changed, and to a newcomer anyway. */
    const refresh = (newcomer?: StatusStream): Promise<void> => {
      const task = work.then(async () => {
        const status = await readOrderingStatus(app.db, app.clock());
        const content = contentOf(status);
        const changed = content !== sent;
        sent = content;
        for (const stream of changed ? byClient.all() : newcomer ? [newcomer] : []) {
          stream.send(status);
        }
        schedule(status);
      });
      work = task.catch((error: unknown) => {
        app.log.warn(
          { err: error },
          'the shop status was not read; streams wait for the next change',
        );
      });
      return task;
    };

    const unlisten = await app.database.listen(ORDERING_CHANGED_CHANNEL, () => void refresh());

    const open = async (reply: FastifyReply, clientKey: string): Promise<void> => {
      if (shuttingDown) throw shuttingDownError();
      if (byClient.get(clientKey).size >= MAX_STATUS_STREAMS_PER_CLIENT) {
        throw new AppError('RATE_LIMITED', ORDERING_STATUS_STREAM_MESSAGES.tooManyStreams);
      }
      const stream: StatusStream = new StatusStream({
        name: 'shop status',
        heartbeatMs: opts.heartbeatMs,
        log: reply.log,
        onClose: () => byClient.delete(clientKey, stream),
      });
      byClient.add(clientKey, stream);
      endWithClient(reply, stream);
      stream.start();
      try {
        await refresh(stream);
      } catch (error) {
        stream.close();
        throw error;
      }
      sendEventStream(reply, stream);
    };

    app.decorate('orderingStatusFeed', {
      open,
      openStreams: (clientKey: string) => byClient.get(clientKey).size,
      openCount: () => byClient.all().length,
    });
    app.addHook('preClose', async () => {
      shuttingDown = true;
      clearTimeout(timer);
      for (const stream of byClient.all()) stream.closeForShutdown();
    });
    app.addHook('onClose', async () => {
      clearTimeout(timer);
      await unlisten().catch(() => {});
    });
  },
);
