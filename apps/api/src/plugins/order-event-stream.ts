import { PassThrough } from 'node:stream';
import type { Db } from '@shop/db';
import {
  ORDER_EVENTS_READY_EVENT,
  ORDER_EVENTS_RETRY_MS,
  ORDER_STATUS_EVENT,
  type OrderEventsReady,
  type OrderStatusEvent,
} from '@shop/shared';
import type { FastifyBaseLogger } from 'fastify';
import { formatComment, formatEvent, formatRetry } from '../lib/server-sent-events.ts';
import {
  findOrderEvent,
  latestOrderEventId,
  listOrderEventsAfter,
} from '../services/order-events/list-order-events.ts';
import { customerSessionIsOpen } from '../services/order-events/session-is-open.ts';

/** Rows read per catch-up query; a longer catch-up reads on in batches. */
const CATCH_UP_BATCH = 200;
/** A client this far behind is not reading: the stream ends, and a reconnect catches up. */
const MAX_BUFFERED_BYTES = 1_000_000;
/** Ids sent out of order are remembered this long, so a late row is never sent twice. */
const REMEMBERED_IDS = 256;

export interface OrderEventStreamOptions {
  db: Db;
  customerId: string;
  sessionId: string;
  /** The client's Last-Event-ID: everything after it is sent first. */
  lastEventId: number | undefined;
  heartbeatMs: number;
  sessionCheckMs: number;
  log: FastifyBaseLogger;
  onClose: () => void;
}

/**
 * One customer's open stream. It sends rows of the history table, never notification payloads:
 * a notification only says "look again", so a missed or repeated one loses or doubles nothing.
 * Its work runs one step at a time, so events leave in the order they are read.
 */
export class OrderEventStream {
  readonly body = new PassThrough();
  /** The highest history id sent (or known to be covered); catch-up reads above it. */
  private cursor = 0;
  private readonly sent = new Set<number>();
  private work: Promise<void> = Promise.resolve();
  private closed = false;
  private readonly timers: NodeJS.Timeout[] = [];

  constructor(private readonly options: OrderEventStreamOptions) {}

  start(): void {
    const { db, customerId, lastEventId, heartbeatMs, sessionCheckMs } = this.options;
    this.write(formatRetry(ORDER_EVENTS_RETRY_MS));
    this.enqueue(async () => {
      this.cursor = lastEventId ?? (await latestOrderEventId(db, customerId));
      if (lastEventId !== undefined) await this.catchUp();
      const ready: OrderEventsReady = { lastEventId: this.cursor };
      this.write(formatEvent({ id: this.cursor, event: ORDER_EVENTS_READY_EVENT, data: ready }));
    });
    this.every(heartbeatMs, () => this.write(formatComment('heartbeat')));
    this.every(sessionCheckMs, () => this.enqueue(() => this.endUnlessSignedIn()));
  }

  /**
   * A notification: the new row's id, or none when anything may have changed (the listener
   * reconnected). A row committed after a higher id was sent is fetched by its id.
   */
  announce(historyId?: number): void {
    this.enqueue(() =>
      historyId !== undefined && historyId <= this.cursor
        ? this.sendLate(historyId)
        : this.catchUp(),
    );
  }

  close(): void {
    if (this.closed) return;
    this.closed = true;
    for (const timer of this.timers) clearInterval(timer);
    this.options.onClose();
    this.body.end();
  }

  private async catchUp(): Promise<void> {
    const { db, customerId } = this.options;
    for (;;) {
      const events = await listOrderEventsAfter(db, customerId, this.cursor, CATCH_UP_BATCH);
      for (const event of events) this.send(event);
      if (events.length < CATCH_UP_BATCH || this.closed) return;
    }
  }

  private async sendLate(historyId: number): Promise<void> {
    if (this.sent.has(historyId)) return;
    const event = await findOrderEvent(this.options.db, this.options.customerId, historyId);
    if (event) this.send(event);
  }

  private send(event: OrderStatusEvent): void {
    if (this.sent.has(event.id)) return;
    this.write(formatEvent({ id: event.id, event: ORDER_STATUS_EVENT, data: event }));
    this.cursor = Math.max(this.cursor, event.id);
    this.sent.add(event.id);
    if (this.sent.size > REMEMBERED_IDS) {
      const oldest = this.sent.values().next().value;
      if (oldest !== undefined) this.sent.delete(oldest);
    }
  }

  private async endUnlessSignedIn(): Promise<void> {
    if (!(await customerSessionIsOpen(this.options.db, this.options.sessionId))) this.close();
  }

  private write(text: string): void {
    if (this.closed) return;
    this.body.write(text);
    if (this.body.writableLength + this.body.readableLength > MAX_BUFFERED_BYTES) this.close();
  }

  private enqueue(task: () => Promise<void>): void {
    this.work = this.work
      .then(() => (this.closed ? undefined : task()))
      .catch((error: unknown) => {
        // The client reconnects with its Last-Event-ID and catches up from the table.
        this.options.log.warn({ err: error }, 'order status stream failed; closing it');
        this.close();
      });
  }

  private every(ms: number, tick: () => void): void {
    const timer = setInterval(tick, ms);
    timer.unref();
    this.timers.push(timer);
  }
}
