import {
  ORDER_EVENTS_HEARTBEAT_MS,
  ORDER_EVENTS_PATH,
  ORDER_EVENTS_READY_EVENT,
  ORDER_EVENTS_RETRY_MS,
  ORDER_STATUS_EVENT,
  orderEventsReadySchema,
  type ReceivedOrderStatusEvent,
  receivedOrderStatusEventSchema,
} from '@shop/shared';
import { createParser, type EventSourceMessage } from 'eventsource-parser';

/**
 * A connection that has sent nothing (not even a heartbeat) for this long is dead though no
 * error said so (a phone that changed networks, a NAT that forgot it): it is dropped and opened
 * again, which catches up on what it missed.
 */
export const STALE_AFTER_MS = ORDER_EVENTS_HEARTBEAT_MS * 2.5;
/** The longest wait between two reconnection attempts. */
export const MAX_RECONNECT_DELAY_MS = 60_000;
/** Ids already handed on, remembered so a catch-up that repeats one does not notify twice. */
const REMEMBERED_IDS = 200;

export interface OrderStatusStreamOptions {
  token: string;
  /** The newest history id the page already shows: changes after it are caught up. */
  lastEventId: number | null;
  onStatus: (event: ReceivedOrderStatusEvent) => void;
  /** The server refused the token: the session is over. The stream stops. */
  onUnauthorized: () => void;
  /** For tests. */
  fetch?: typeof fetch;
  random?: () => number;
  sleep?: (ms: number, signal: AbortSignal) => Promise<void>;
}

/** Waits, with full jitter, longer after each failed attempt; a failure before `ready` counts. */
export function reconnectDelay(attempt: number, baseMs: number, random: () => number): number {
  const ceiling = Math.min(MAX_RECONNECT_DELAY_MS, baseMs * 2 ** Math.min(attempt, 10));
  return Math.round(baseMs / 2 + random() * (ceiling - baseMs / 2));
}

/** Waits `ms`, or less when the stream is stopped or the browser comes back online. */
function waitBeforeRetry(ms: number, signal: AbortSignal): Promise<void> {
  return new Promise((resolve) => {
    const done = () => {
      clearTimeout(timer);
      signal.removeEventListener('abort', done);
      globalThis.removeEventListener?.('online', done);
      resolve();
    };
    const timer = setTimeout(done, ms);
    signal.addEventListener('abort', done);
    globalThis.addEventListener?.('online', done);
  });
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

/**
 * Reads the customer's live order status stream (GET /api/orders/events) with fetch, since
 * EventSource cannot send the bearer token, and keeps it open: after a drop it reconnects with
 * backoff and `Last-Event-ID`, so the server sends what was missed. Returns `stop`.
 */
export function openOrderStatusStream(options: OrderStatusStreamOptions): () => void {
  const doFetch = options.fetch ?? ((...args: Parameters<typeof fetch>) => fetch(...args));
  const random = options.random ?? Math.random;
  const sleep = options.sleep ?? waitBeforeRetry;
  const abort = new AbortController();
  const handed = new Set<number>();
  let lastEventId = options.lastEventId;
  let retryMs = ORDER_EVENTS_RETRY_MS;
  let attempt = 0;

  const onEvent = (message: EventSourceMessage) => {
    const data = parseJson(message.data);
    if (message.event === ORDER_EVENTS_READY_EVENT) {
      const ready = orderEventsReadySchema.safeParse(data);
      if (ready.success) lastEventId = Math.max(lastEventId ?? 0, ready.data.lastEventId);
      attempt = 0;
      return;
    }
    if (message.event !== ORDER_STATUS_EVENT) return;
    const parsed = receivedOrderStatusEventSchema.safeParse(data);
    if (!parsed.success || handed.has(parsed.data.id)) return;
    handed.add(parsed.data.id);
    if (handed.size > REMEMBERED_IDS) handed.delete(handed.values().next().value ?? 0);
    // The highest id, not the last: a late row may arrive after a newer one.
    lastEventId = Math.max(lastEventId ?? 0, parsed.data.id);
    options.onStatus(parsed.data);
  };

  /** One connection; resolves when it ends, false when it must not be retried. */
  const readOnce = async (): Promise<boolean> => {
    const headers: Record<string, string> = {
      Accept: 'text/event-stream',
      Authorization: `Bearer ${options.token}`,
    };
    if (lastEventId !== null) headers['Last-Event-ID'] = String(lastEventId);
    // Its own controller, so that the watchdog can drop this connection alone.
    const connection = new AbortController();
    const stopConnection = () => connection.abort();
    abort.signal.addEventListener('abort', stopConnection);
    let watchdog = setTimeout(stopConnection, STALE_AFTER_MS);
    const heardFrom = () => {
      clearTimeout(watchdog);
      watchdog = setTimeout(stopConnection, STALE_AFTER_MS);
    };
    try {
      const response = await doFetch(ORDER_EVENTS_PATH, {
        headers,
        cache: 'no-store',
        signal: connection.signal,
      });
      if (response.status === 401) {
        options.onUnauthorized();
        return false;
      }
      if (!response.ok || !response.body) return true;
      const parser = createParser({
        onEvent,
        onRetry: (ms) => {
          retryMs = ms;
        },
      });
      const reader = response.body.pipeThrough(new TextDecoderStream()).getReader();
      for (;;) {
        const { done, value } = await reader.read();
        if (done) return true;
        heardFrom();
        parser.feed(value);
      }
    } finally {
      clearTimeout(watchdog);
      abort.signal.removeEventListener('abort', stopConnection);
    }
  };

  const run = async () => {
    while (!abort.signal.aborted) {
      let again = true;
      try {
        again = await readOnce();
      } catch {
        // A dropped connection or an unreachable server: try again after a while.
      }
      if (!again || abort.signal.aborted) return;
      await sleep(reconnectDelay(attempt++, retryMs, random), abort.signal);
    }
  };
  void run();
  return () => abort.abort();
}
