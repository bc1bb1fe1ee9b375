import type { Db } from '@shop/db';
import { ORDER_EVENTS_RETRY_MS } from '@shop/shared';
import type { FastifyBaseLogger } from 'fastify';
import { formatEvent, formatRetry } from '../../lib/server-sent-events.ts';
import {
  findOrderFeedEntry,
  latestOrderFeedId,
  listOrderFeedAfter,
  type OrderFeedEntry,
  type OrderFeedFilter,
} from '../../services/order-feed/list-order-feed.ts';
import { type SessionRealm, sessionIsOpen } from '../../services/sessions/session-store.ts';
import { EventStream } from './event-stream.ts';

/** Rows read per catch-up query; a longer catch-up reads on in batches. */
const CATCH_UP_BATCH = 200;
/** Ids sent out of order are remembered this long, so a late row is never sent twice. */
const REMEMBERED_IDS = 256;

/** One use of the live order feed: its wire format and its rules (the customer's, the staff's). */
export interface FeedUse<Event> {
  /** Names the stream in logs and keeps its owners' counts apart from another use's. */
  name: string;
  /** The SSE event name of an entry, and of the event that says the stream listens. */
  event: string;
  readyEvent: string;
  toEvent: (entry: OrderFeedEntry) => Event;
  /** What a reconnect with Last-Event-ID replays: every entry after it, or the newest n. */
  backlog: 'all' | number;
  maxStreamsPerOwner: number;
  tooManyStreamsMessage: string;
  /** Whose sessions hold the streams: each ends with its session. */
  realm: SessionRealm;
}

export interface FeedStreamOptions<Event> {
  db: Db;
  use: FeedUse<Event>;
  filter: OrderFeedFilter;
  sessionId: string;
  /** The client's Last-Event-ID: the backlog after it is sent first. */
  lastEventId: number | undefined;
  heartbeatMs: number;
  sessionCheckMs: number;
  log: FastifyBaseLogger;
  onClose: () => void;
}

/**
 * One open stream of the feed. It sends rows of the history table, never notification payloads:
 * a notification only says "look again", so a missed or repeated one loses or doubles nothing.
 * Its work runs one step at a time, so events leave in the order they are read.
 */
export class FeedStream<Event> extends EventStream {
  /** The highest history id sent (or known to be covered); catch-up reads above it. */
  private cursor = 0;
  private readonly sent = new Set<number>();

  constructor(private readonly options: FeedStreamOptions<Event>) {
    super({ ...options, name: options.use.name });
  }

  /**
   * Starts the stream; resolves once its position is known (the client's Last-Event-ID, or the
   * newest entry). The caller answers only then, so a change made after the client sees the
   * stream open is never missed; a notification meanwhile waits its turn.
   */
  start(): Promise<void> {
    const { db, use, filter, lastEventId, sessionCheckMs } = this.options;
    this.write(formatRetry(ORDER_EVENTS_RETRY_MS));
    const positioned = new Promise<void>((resolve) => {
      this.enqueue(async () => {
        try {
          this.cursor = lastEventId ?? (await latestOrderFeedId(db, filter));
        } finally {
          // A failure closes the stream (enqueue): the caller answers with its ended body.
          resolve();
        }
        if (lastEventId !== undefined) await this.catchUp(use.backlog);
        const ready = { lastEventId: this.cursor };
        this.write(formatEvent({ id: this.cursor, event: use.readyEvent, data: ready }));
      });
    });
    this.every(sessionCheckMs, () => this.enqueue(() => this.endUnlessSignedIn()));
    return positioned;
  }

  /**
   * A notification: the new row's id, or none when anything may have changed (the listener
   * reconnected). A row committed after a higher id was sent is fetched by its id.
   */
  announce(historyId?: number): void {
    this.enqueue(() =>
      historyId !== undefined && historyId <= this.cursor
        ? this.sendLate(historyId)
        : this.catchUp('all'),
    );
  }

  private async catchUp(backlog: 'all' | number): Promise<void> {
    const { db, filter } = this.options;
    if (backlog !== 'all') {
      const newest = await listOrderFeedAfter(db, filter, this.cursor, {
        limit: backlog,
        newest: true,
      });
      for (const entry of newest) this.send(entry);
      return;
    }
    for (;;) {
      const batch = await listOrderFeedAfter(db, filter, this.cursor, { limit: CATCH_UP_BATCH });
      for (const entry of batch) this.send(entry);
      if (batch.length < CATCH_UP_BATCH || this.closed) return;
    }
  }

  private async sendLate(historyId: number): Promise<void> {
    if (this.sent.has(historyId)) return;
    const entry = await findOrderFeedEntry(this.options.db, this.options.filter, historyId);
    if (entry) this.send(entry);
  }

  private send(entry: OrderFeedEntry): void {
    if (this.sent.has(entry.id)) return;
    const { use } = this.options;
    this.write(formatEvent({ id: entry.id, event: use.event, data: use.toEvent(entry) }));
    this.cursor = Math.max(this.cursor, entry.id);
    this.sent.add(entry.id);
    if (this.sent.size > REMEMBERED_IDS) {
      const oldest = this.sent.values().next().value;
      if (oldest !== undefined) this.sent.delete(oldest);
    }
  }

  private async endUnlessSignedIn(): Promise<void> {
    const { db, use, sessionId } = this.options;
    if (!(await sessionIsOpen(db, use.realm, sessionId))) this.close();
  }
}
