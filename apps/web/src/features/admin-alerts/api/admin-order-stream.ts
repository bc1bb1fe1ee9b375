import {
  ADMIN_ORDER_EVENT,
  ADMIN_ORDER_EVENTS_PATH,
  ADMIN_ORDER_EVENTS_READY_EVENT,
  adminOrderEventsReadySchema,
  ORDER_EVENTS_HEARTBEAT_MS,
  ORDER_EVENTS_RETRY_MS,
  type ReceivedAdminOrderEvent,
  receivedAdminOrderEventSchema,
} from '@shop/shared';
import { createParser, type EventSourceMessage } from 'eventsource-parser';

/*
 * The staff alerts stream read with fetch (EventSource cannot send the bearer token), kept
 * open as the customer's live status stream is (features/order-updates): it reconnects with
 * backoff and Last-Event-ID after a drop, and drops a connection that went silent.
 */

/** Silent this long (not even a heartbeat): the connection is dead though nothing said so. */
export const STALE_AFTER_MS = ORDER_EVENTS_HEARTBEAT_MS * 2.5;
export const MAX_RECONNECT_DELAY_MS = 60_000;
/** Ids already handed on, so that a repeated catch-up alerts once. */
const REMEMBERED_IDS = 200;

export interface AdminOrderStreamOptions {
  token: string;
  onEvent: (event: ReceivedAdminOrderEvent) => void;
  /** The server refused the token: the session is over, and the stream stops. */
  onUnauthorized: () => void;
  /** For tests. */
  fetch?: typeof fetch;
  random?: () => number;
  sleep?: (ms: number, signal: AbortSignal) => Promise<void>;
}

/** Full jitter, longer after each failed attempt. */
export function reconnectDelay(attempt: number, baseMs: number, random: () => number): number {
  const ceiling = Math.min(MAX_RECONNECT_DELAY_MS, baseMs * 2 ** Math.min(attempt, 10));
  return Math.round(baseMs / 2 + random() * (ceiling - baseMs / 2));
}

/** Waits `ms`, or less when the stream stops or the browser comes back online. */
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

/** Opens GET /api/admin/orders/events and keeps it open; returns `stop`. */
export function openAdminOrderStream(options: AdminOrderStreamOptions): () => void {
  const doFetch = options.fetch ?? ((...args: Parameters<typeof fetch>) => fetch(...args));
  const random = options.random ?? Math.random;
  const sleep = options.sleep ?? waitBeforeRetry;
  const abort = new AbortController();
  const handed = new Set<number>();
  let lastEventId: number | null = null;
  let retryMs = ORDER_EVENTS_RETRY_MS;
  let attempt = 0;

  const onMessage = (message: EventSourceMessage) => {
    const data = parseJson(message.data);
    if (message.event === ADMIN_ORDER_EVENTS_READY_EVENT) {
      const ready = adminOrderEventsReadySchema.safeParse(data);
      if (ready.success) lastEventId = Math.max(lastEventId ?? 0, ready.data.lastEventId);
      attempt = 0;
      return;
    }
    if (message.event !== ADMIN_ORDER_EVENT) return;
    const parsed = receivedAdminOrderEventSchema.safeParse(data);
    if (!parsed.success || handed.has(parsed.data.id)) return;
    handed.add(parsed.data.id);
    if (handed.size > REMEMBERED_IDS) handed.delete(handed.values().next().value ?? 0);
    lastEventId = Math.max(lastEventId ?? 0, parsed.data.id);
    options.onEvent(parsed.data);
  };

  /** One connection; resolves when it ends: false when it must not be retried. */
  const readOnce = async (): Promise<boolean> => {
    const headers: Record<string, string> = {
      Accept: 'text/event-stream',
      Authorization: `Bearer ${options.token}`,
    };
    if (lastEventId !== null) headers['Last-Event-ID'] = String(lastEventId);
    const connection = new AbortController();
    const stopConnection = () => connection.abort();
    abort.signal.addEventListener('abort', stopConnection);
    let watchdog = setTimeout(stopConnection, STALE_AFTER_MS);
    const heardFrom = () => {
      clearTimeout(watchdog);
      watchdog = setTimeout(stopConnection, STALE_AFTER_MS);
    };
    try {
      const response = await doFetch(ADMIN_ORDER_EVENTS_PATH, {
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
        onEvent: onMessage,
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
