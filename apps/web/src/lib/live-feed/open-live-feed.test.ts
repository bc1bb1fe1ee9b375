import { describe, expect, it, vi } from 'vitest';
import {
  type LiveFeed,
  reconnectDelay,
  STALE_AFTER_MS,
  type StateStream,
} from './open-live-feed.ts';
import {
  openFakeFeed,
  openFakeStateStream,
  readyChunk as ready,
  sseResponse,
} from './test/fake-server.ts';

/** A feed of its own: the client knows no use of the feed, only what this description says. */
interface Entry {
  id: number;
  value: string;
}
const feed: LiveFeed<Entry> = {
  path: '/api/test/events',
  event: 'entry',
  readyEvent: 'ready',
  schema: {
    safeParse: (data) => {
      const { id, value } = (data ?? {}) as Partial<Entry>;
      return typeof id === 'number' && typeof value === 'string'
        ? { success: true, data: { id, value } }
        : { success: false, error: 'not an entry' };
    },
  },
};

const entry = (id: number, value: string) =>
  `id: ${id}\nevent: entry\ndata: ${JSON.stringify({ id, value })}\n\n`;
const values = (received: Entry[]) => received.map((e) => [e.id, e.value]);

describe('openLiveFeed', () => {
  it('sends the bearer token to the feed’s path and hands on each entry once, whole', async () => {
    const h = openFakeFeed(feed, [
      sseResponse(
        [
          'retry: 3000\n\n',
          ready(10),
          entry(11, 'confirmed'),
          // An event split across two network chunks still arrives whole.
          entry(12, 'preparing').slice(0, 20),
          entry(12, 'preparing').slice(20),
          ': heartbeat\n\n',
          entry(12, 'preparing'),
          // Another event name, unreadable data and a wrong shape are passed over.
          `id: 13\nevent: other\ndata: ${JSON.stringify({ id: 13, value: 'x' })}\n\n`,
          'id: 14\nevent: entry\ndata: {not json\n\n',
          'id: 15\nevent: entry\ndata: {"id":15}\n\n',
          entry(16, 'ready'),
        ],
        { hold: true },
      ),
    ]);
    await vi.waitFor(() => expect(h.received).toHaveLength(3));
    expect(values(h.received)).toEqual([
      [11, 'confirmed'],
      [12, 'preparing'],
      [16, 'ready'],
    ]);
    expect(h.calls[0]?.url).toBe('/api/test/events');
    expect(h.calls[0]?.headers).toMatchObject({
      Authorization: 'Bearer the-token',
      Accept: 'text/event-stream',
    });
    expect(h.calls[0]?.headers).not.toHaveProperty('Last-Event-ID');
    h.stop();
  });

  it('reconnects after a drop with the highest id it has seen as Last-Event-ID', async () => {
    const h = openFakeFeed(
      feed,
      [
        sseResponse([ready(5), entry(9, 'confirmed'), entry(7, 'preparing')]),
        sseResponse([ready(9), entry(9, 'confirmed'), entry(10, 'ready')], { hold: true }),
      ],
      { lastEventId: 5 },
    );
    await vi.waitFor(() => expect(h.received.map((e) => e.id)).toEqual([9, 7, 10]));
    expect(h.calls.map((call) => call.headers['Last-Event-ID'])).toEqual(['5', '9']);
    h.stop();
  });

  it('says when it listens and when it is reconnecting after a drop', async () => {
    const h = openFakeFeed(feed, [
      sseResponse([ready(5), entry(6, 'confirmed')]),
      sseResponse([ready(6)], { hold: true }),
    ]);
    await vi.waitFor(() => expect(h.connection).toEqual(['live', 'reconnecting', 'live']));
    h.stop();
  });

  it('resumes from the ready event’s position when no entry came', async () => {
    const h = openFakeFeed(feed, [sseResponse([ready(42)]), sseResponse([], { hold: true })]);
    await vi.waitFor(() => expect(h.fetch).toHaveBeenCalledTimes(2));
    expect(h.calls.map((call) => call.headers['Last-Event-ID'])).toEqual([undefined, '42']);
    h.stop();
  });

  it('waits longer after each failed attempt, and starts over once a stream is ready', async () => {
    const h = openFakeFeed(feed, [
      new Response('down', { status: 503 }),
      new Response('down', { status: 503 }),
      sseResponse([ready(1)]),
      sseResponse([], { hold: true }),
    ]);
    await vi.waitFor(() => expect(h.fetch).toHaveBeenCalledTimes(4));
    // random() = 0.5 between half the base and the attempt's ceiling (base 3 s, doubling).
    expect(h.delays).toEqual([2250, 3750, 2250]);
    h.stop();
  });

  it('waits as long as the server’s retry field says', async () => {
    const h = openFakeFeed(feed, [
      sseResponse(['retry: 1000\n\n']),
      sseResponse([], { hold: true }),
    ]);
    await vi.waitFor(() => expect(h.fetch).toHaveBeenCalledTimes(2));
    expect(h.delays).toEqual([750]);
    h.stop();
  });

  it('stops for good when the session is refused', async () => {
    const h = openFakeFeed(feed, [new Response('{}', { status: 401 })]);
    await vi.waitFor(() => expect(h.onUnauthorized).toHaveBeenCalledOnce());
    expect(h.fetch).toHaveBeenCalledOnce();
    expect(h.delays).toEqual([]);
  });

  it('drops a connection that went silent and reconnects where it left off', async () => {
    vi.useFakeTimers();
    try {
      const h = openFakeFeed(feed, [
        sseResponse([ready(4)], { hold: true }),
        sseResponse([], { hold: true }),
      ]);
      await vi.advanceTimersByTimeAsync(STALE_AFTER_MS - 1_000);
      expect(h.fetch).toHaveBeenCalledOnce();
      await vi.advanceTimersByTimeAsync(2_000);
      expect(h.fetch).toHaveBeenCalledTimes(2);
      expect(h.calls[1]?.headers['Last-Event-ID']).toBe('4');
      h.stop();
    } finally {
      vi.useRealTimers();
    }
  });

  it('opens no connection again once stopped', async () => {
    const h = openFakeFeed(feed, [sseResponse([ready(1)], { hold: true })]);
    await vi.waitFor(() => expect(h.fetch).toHaveBeenCalledOnce());
    h.stop();
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(h.fetch).toHaveBeenCalledOnce();
    expect(h.delays).toEqual([]);
  });

  it('caps the wait between attempts at a minute', () => {
    expect(reconnectDelay(30, 3000, () => 1)).toBe(60_000);
    expect(reconnectDelay(0, 3000, () => 0)).toBe(1500);
  });
});

/** A stream of whole states: each event replaces the last; no ids, no token, nothing to catch up. */
const lights: StateStream<{ on: boolean }> = {
  path: '/api/test/lights',
  event: 'state',
  schema: {
    safeParse: (data) =>
      typeof (data as { on?: unknown } | undefined)?.on === 'boolean'
        ? { success: true, data: { on: (data as { on: boolean }).on } }
        : { success: false, error: 'not a state' },
  },
};
const state = (on: boolean) => `event: state\ndata: ${JSON.stringify({ on })}\n\n`;

describe('openStateStream', () => {
  it('hands on every state, the same one again too, and asks with no token or position', async () => {
    const h = openFakeStateStream(lights, [
      sseResponse([state(true), state(true), 'event: state\ndata: {}\n\n', state(false)], {
        hold: true,
      }),
    ]);
    await vi.waitFor(() => expect(h.received).toEqual([{ on: true }, { on: true }, { on: false }]));
    expect(h.calls[0]?.url).toBe('/api/test/lights');
    expect(h.calls[0]?.headers).toEqual({ Accept: 'text/event-stream' });
    h.stop();
  });

  it('reconnects after a refusal (too many streams) or a drop, starting over once a state came', async () => {
    const h = openFakeStateStream(lights, [
      new Response('{}', { status: 429 }),
      new Response('{}', { status: 429 }),
      sseResponse([state(true)]),
      sseResponse([state(false)], { hold: true }),
    ]);
    await vi.waitFor(() => expect(h.received).toEqual([{ on: true }, { on: false }]));
    expect(h.delays).toEqual([2250, 3750, 2250]);
    expect(h.calls.map((call) => call.headers['Last-Event-ID'])).toEqual([
      undefined,
      undefined,
      undefined,
      undefined,
    ]);
    h.stop();
  });
});
