import { vi } from 'vitest';
import {
  type LiveFeed,
  type LiveFeedOptions,
  openLiveFeed,
  openStateStream,
  type StateStream,
} from '../open-live-feed.ts';

/** A response whose body is these SSE chunks; it ends after the last unless `hold` is set. */
export function sseResponse(chunks: string[], { hold = false } = {}): Response {
  const encoder = new TextEncoder();
  const body = new ReadableStream<Uint8Array>({
    start(controller) {
      for (const chunk of chunks) controller.enqueue(encoder.encode(chunk));
      if (!hold) controller.close();
    },
  });
  return new Response(body, { headers: { 'content-type': 'text/event-stream' } });
}

export const readyChunk = (id: number) =>
  `id: ${id}\nevent: ready\ndata: {"lastEventId":${id}}\n\n`;

/** A fetch that answers with `responses` in turn (then a stream that stays open). */
function fakeFetch(responses: Response[]) {
  const calls: { url: string; headers: Record<string, string> }[] = [];
  const fetch = vi.fn(async (url: RequestInfo | URL, init?: RequestInit) => {
    calls.push({ url: String(url), headers: { ...(init?.headers as Record<string, string>) } });
    const response = responses.shift() ?? sseResponse([], { hold: true });
    // As a real fetch does: aborting it fails the body being read.
    const reader = response.body?.getReader();
    if (!reader) return response;
    const body = new ReadableStream<Uint8Array>({
      start(controller) {
        init?.signal?.addEventListener('abort', () =>
          controller.error(new DOMException('aborted', 'AbortError')),
        );
      },
      async pull(controller) {
        const { done, value } = await reader.read();
        if (done) controller.close();
        else controller.enqueue(value);
      },
    });
    return new Response(body, { status: response.status, headers: response.headers });
  });
  return { calls, fetch };
}

type Waits = Pick<LiveFeedOptions<never>, 'fetch' | 'random' | 'sleep'>;

/** A fake server's fetch and waits, with what they recorded. */
function fakeWorld(responses: Response[]) {
  const { calls, fetch } = fakeFetch(responses);
  const delays: number[] = [];
  const waits: Waits = {
    fetch: fetch as unknown as typeof globalThis.fetch,
    random: () => 0.5,
    sleep: async (ms) => {
      delays.push(ms);
    },
  };
  return { calls, fetch, delays, waits };
}

/** Opens the feed against a fake server; records the requests, the waits and the events. */
export function openFakeFeed<Event extends { id: number }>(
  feed: LiveFeed<Event>,
  responses: Response[],
  { token = 'the-token', lastEventId = null as number | null } = {},
) {
  const { waits, ...world } = fakeWorld(responses);
  const received: Event[] = [];
  const connection: string[] = [];
  const onUnauthorized = vi.fn();
  const stop = openLiveFeed(feed, {
    token,
    lastEventId,
    onEvent: (event) => received.push(event),
    onUnauthorized,
    onConnection: (state) => connection.push(state),
    ...waits,
  });
  return { ...world, received, connection, onUnauthorized, stop };
}

/** Opens a stream of whole states against a fake server, as openFakeFeed does a feed. */
export function openFakeStateStream<Event>(stream: StateStream<Event>, responses: Response[]) {
  const { waits, ...world } = fakeWorld(responses);
  const received: Event[] = [];
  const stop = openStateStream(stream, { onEvent: (event) => received.push(event), ...waits });
  return { ...world, received, stop };
}
