import { ORDER_EVENTS_HEARTBEAT_MS, ORDER_EVENTS_RETRY_MS } from '@shop/shared';
import { createParser, type EventSourceMessage } from 'eventsource-parser';

/*
 * The one client of the server's live streams (docs/decisions/046-one-live-feed.md): read with
 * fetch, since EventSource cannot send the bearer token, and kept open. After a drop it
 * reconnects with backoff; an ordered feed (the order feed) asks with `Last-Event-ID` (the
 * highest id seen) for what was missed, a feed of whole states (the shop's status) is simply
 * sent the state again. A connection that went silent is dropped and opened again.
 */

/**
 * A connection that has sent nothing (not even a heartbeat) for this long is dead though no
 * error said so (a phone that changed networks, a NAT that forgot it).
 */
export const STALE_AFTER_MS = ORDER_EVENTS_HEARTBEAT_MS * 2.5;
/** The longest wait between two reconnection attempts. */
export const MAX_RECONNECT_DELAY_MS = 60_000;
/** Ids already handed on, remembered so a catch-up that repeats one does not notify twice. */
const REMEMBERED_IDS = 200;

/** The subset of a zod schema the client needs (see api-client.ts). */
interface EventSchema<Event> {
  safeParse(data: unknown): { success: true; data: Event } | { success: false; error: unknown };
}

/** A stream as its wire says: where it is, its events' name and shape. */
interface StreamShape<Event> {
  path: string;
  /** The event name of an entry. */
  event: string;
  schema: EventSchema<Event>;
}

/**
 * An ordered feed: entries carry increasing ids, a reconnect asks for those after the highest
 * seen, and `readyEvent` says the stream listens (and from which position).
 */
export interface LiveFeed<Event extends { id: number }> extends StreamShape<Event> {
  readyEvent: string;
}

/** A stream whose every event is the whole current state: nothing to catch up. */
export type StateStream<Event> = StreamShape<Event>;

export interface LiveFeedOptions<Event> {
  /** Sent as the bearer token; a public stream has none. */
  token?: string;
  /** The newest id the page already shows: entries after it are caught up. */
  lastEventId?: number | null;
  onEvent: (event: Event) => void;
  /** The server refused the token: the session is over. The stream stops. */
  onUnauthorized?: () => void;
  /**
   * The connection listens (`live`: an ordered feed's ready event, after any catch-up) or was
   * lost and is being opened again (`reconnecting`), for a screen that shows which.
   */
  onConnection?: (state: 'live' | 'reconnecting') => void;
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

/** The position a `ready` event gives (`{"lastEventId": n}`), if it gives one. */
function readyPosition(data: unknown): number | undefined {
  const position = (data as { lastEventId?: unknown } | undefined)?.lastEventId;
  return Number.isInteger(position) && (position as number) >= 0 ? (position as number) : undefined;
}

/** Opens one use of the live feed and keeps it open; returns `stop`. */
export function openLiveFeed<Event extends { id: number }>(
  feed: LiveFeed<Event>,
  options: LiveFeedOptions<Event>,
): () => void {
  return openStream<Event>(feed, options, (event) => event.id);
}

/** Opens a stream of whole states and keeps it open; returns `stop`. */
export function openStateStream<Event>(
  stream: StateStream<Event>,
  options: Pick<LiveFeedOptions<Event>, 'onEvent' | 'fetch' | 'random' | 'sleep'>,
): () => void {
  return openStream<Event>(stream, options);
}

/** `positionOf` is an ordered feed's: the id an entry is caught up from. */
function openStream<Event>(
  feed: StreamShape<Event> & { readyEvent?: string },
  options: LiveFeedOptions<Event>,
  positionOf?: (event: Event) => number,
): () => void {
  const doFetch = options.fetch ?? ((...args: Parameters<typeof fetch>) => fetch(...args));
  const random = options.random ?? Math.random;
  const sleep = options.sleep ?? waitBeforeRetry;
  const abort = new AbortController();
  const handed = new Set<number>();
  let lastEventId = options.lastEventId ?? null;
  let retryMs = ORDER_EVENTS_RETRY_MS;
  let attempt = 0;

  const onMessage = (message: EventSourceMessage) => {
    const data = parseJson(message.data);
    if (feed.readyEvent !== undefined && message.event === feed.readyEvent) {
      const position = readyPosition(data);
      if (position !== undefined) lastEventId = Math.max(lastEventId ?? 0, position);
      attempt = 0;
      options.onConnection?.('live');
      return;
    }
    if (message.event !== feed.event) return;
    const parsed = feed.schema.safeParse(data);
    if (!parsed.success) return;
    if (positionOf) {
      const id = positionOf(parsed.data);
      if (handed.has(id)) return;
      handed.add(id);
      if (handed.size > REMEMBERED_IDS) handed.delete(handed.values().next().value ?? 0);
      // The highest id, not the last: a late row may arrive after a newer one.
      lastEventId = Math.max(lastEventId ?? 0, id);
    } else {
      // A state stream has no ready event: its first state says the stream listens.
      attempt = 0;
    }
    options.onEvent(parsed.data);
  };

  /** One connection; resolves when it ends, false when it must not be retried. */
  const readOnce = async (): Promise<boolean> => {
    const headers: Record<string, string> = { Accept: 'text/event-stream' };
    if (options.token) headers.Authorization = `Bearer ${options.token}`;
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
      const response = await doFetch(feed.path, {
        headers,
        cache: 'no-store',
        signal: connection.signal,
      });
      if (response.status === 401) {
        options.onUnauthorized?.();
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
      options.onConnection?.('reconnecting');
      await sleep(reconnectDelay(attempt++, retryMs, random), abort.signal);
    }
  };
  void run();
  return () => abort.abort();
}
