import { PassThrough } from 'node:stream';
import type { Db } from '@shop/db';
import {
  ADMIN_ORDER_EVENT,
  ADMIN_ORDER_EVENTS_CATCH_UP_LIMIT,
  ADMIN_ORDER_EVENTS_READY_EVENT,
  type AdminOrderEvent,
  type AdminOrderEventsReady,
  ORDER_EVENTS_RETRY_MS,
} from '@shop/shared';
import type { FastifyBaseLogger } from 'fastify';
import { formatComment, formatEvent, formatRetry } from '../../../lib/server-sent-events.ts';
import { adminSessionIsOpen } from '../../../services/admin/admin-session-is-open.ts';
import {
  findOrderAlert,
  latestOrderAlertId,
  listOrderAlertsAfter,
} from '../../../services/admin/list-order-alerts.ts';

/** A client this far behind is not reading: the stream ends, and a reconnect catches up. */
const MAX_BUFFERED_BYTES = 1_000_000;
/** Ids sent out of order are remembered this long, so a late row is never sent twice. */
const REMEMBERED_IDS = 256;

export interface OrderAlertStreamOptions {
  db: Db;
  sessionId: string;
  /** The client's Last-Event-ID: what came after it is sent first. */
  lastEventId: number | undefined;
  heartbeatMs: number;
  sessionCheckMs: number;
  log: FastifyBaseLogger;
  onClose: () => void;
}

/**
 * One open back-office screen's stream of every order's timeline. Like the customer's stream
 * (plugins/order-event-stream.ts) it sends rows of the history table, never notification
 * payloads, so a lost or repeated NOTIFY loses or doubles nothing; its work runs one step at a
 * time, so events leave in the order they were read.
 */
export class OrderAlertStream {
  readonly body = new PassThrough();
  /** The highest history id sent (or known to be covered). */
  private cursor = 0;
  private readonly sent = new Set<number>();
  private work: Promise<void> = Promise.resolve();
  private closed = false;
  private readonly timers: NodeJS.Timeout[] = [];

  constructor(private readonly options: OrderAlertStreamOptions) {}

  /**
   * Starts the stream; resolves once its position is known (the client's Last-Event-ID, or
   * the newest entry). The caller sends the response only then, so an order placed after the
   * client sees the stream open is never missed; a notification meanwhile waits its turn.
   */
  start(): Promise<void> {
    const { db, lastEventId, heartbeatMs, sessionCheckMs } = this.options;
    this.write(formatRetry(ORDER_EVENTS_RETRY_MS));
    const positioned = new Promise<void>((resolve) => {
      this.enqueue(async () => {
        try {
          this.cursor = lastEventId ?? (await latestOrderAlertId(db));
        } finally {
          // A failure closes the stream (enqueue): the caller answers with its ended body.
          resolve();
        }
        if (lastEventId !== undefined) await this.catchUp();
        const ready: AdminOrderEventsReady = { lastEventId: this.cursor };
        this.write(
          formatEvent({ id: this.cursor, event: ADMIN_ORDER_EVENTS_READY_EVENT, data: ready }),
        );
      });
    });
    this.every(heartbeatMs, () => this.write(formatComment('heartbeat')));
    this.every(sessionCheckMs, () => this.enqueue(() => this.endUnlessSignedIn()));
    return positioned;
  }

  /** A notification: the new row's id, or none when anything may have changed. */
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
    const events = await listOrderAlertsAfter(
      this.options.db,
      this.cursor,
      ADMIN_ORDER_EVENTS_CATCH_UP_LIMIT,
    );
    for (const event of events) this.send(event);
  }

  private async sendLate(historyId: number): Promise<void> {
    if (this.sent.has(historyId)) return;
    const event = await findOrderAlert(this.options.db, historyId);
    if (event) this.send(event);
  }

  private send(event: AdminOrderEvent): void {
    if (this.sent.has(event.id)) return;
    this.write(formatEvent({ id: event.id, event: ADMIN_ORDER_EVENT, data: event }));
    this.cursor = Math.max(this.cursor, event.id);
    this.sent.add(event.id);
    if (this.sent.size > REMEMBERED_IDS) {
      const oldest = this.sent.values().next().value;
      if (oldest !== undefined) this.sent.delete(oldest);
    }
  }

  private async endUnlessSignedIn(): Promise<void> {
    if (!(await adminSessionIsOpen(this.options.db, this.options.sessionId))) this.close();
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
        this.options.log.warn({ err: error }, 'staff alerts stream failed; closing it');
        this.close();
      });
  }

  private every(ms: number, tick: () => void): void {
    const timer = setInterval(tick, ms);
    timer.unref();
    this.timers.push(timer);
  }
}
