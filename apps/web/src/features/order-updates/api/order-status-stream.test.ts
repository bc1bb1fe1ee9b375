import { describe, expect, it, vi } from 'vitest';
import { openOrderStatusStream, reconnectDelay, STALE_AFTER_MS } from './order-status-stream.ts';

/** A response whose body is these SSE chunks; it ends after the last unless `hold` is set. */
function sseResponse(chunks: string[], { hold = false } = {}): Response {
  const encoder = new TextEncoder();
  const body = new ReadableStream<Uint8Array>({
    start(controller) {
      for (const chunk of chunks) controller.enqueue(encoder.encode(chunk));
      if (!hold) controller.close();
    },
  });
  return new Response(body, { headers: { 'content-type': 'text/event-stream' } });
}

const status = (id: number, orderId: string, value: string, notes: string | null = null) =>
  `id: ${id}\nevent: status\ndata: ${JSON.stringify({
    id,
    orderId,
    status: value,
    at: '2025-01-01T10:00:00.000Z',
    by: 'admin',
    notes,
  })}\n\n`;
const ready = (id: number) => `id: ${id}\nevent: ready\ndata: {"lastEventId":${id}}\n\n`;

function harness(responses: Response[], lastEventId: number | null = null) {
  const calls: Record<string, string>[] = [];
  const fetch = vi.fn(async (_url: RequestInfo | URL, init?: RequestInit) => {
    calls.push({ ...(init?.headers as Record<string, string>) });
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
  const delays: number[] = [];
  const received: { id: number; status: string }[] = [];
  const onUnauthorized = vi.fn();
  const stop = openOrderStatusStream({
    token: 'the-token',
    lastEventId,
    onStatus: (event) => received.push({ id: event.id, status: event.status }),
    onUnauthorized,
    fetch: fetch as unknown as typeof globalThis.fetch,
    random: () => 0.5,
    sleep: async (ms) => {
      delays.push(ms);
    },
  });
  return { calls, fetch, delays, received, onUnauthorized, stop };
}

describe('openOrderStatusStream', () => {
  it('sends the bearer token and hands on each status change once, unknown statuses too', async () => {
    const h = harness([
      sseResponse(
        [
          'retry: 3000\n\n',
          ready(10),
          status(11, 'a', 'confirmed'),
          // An event split across two network chunks still arrives whole.
          status(12, 'a', 'preparing').slice(0, 20),
          status(12, 'a', 'preparing').slice(20),
          ': heartbeat\n\n',
          status(12, 'a', 'preparing'),
          status(13, 'a', 'teleported'),
        ],
        { hold: true },
      ),
    ]);
    await vi.waitFor(() => expect(h.received).toHaveLength(3));
    expect(h.received).toEqual([
      { id: 11, status: 'confirmed' },
      { id: 12, status: 'preparing' },
      { id: 13, status: 'teleported' },
    ]);
    expect(h.calls[0]).toMatchObject({
      Authorization: 'Bearer the-token',
      Accept: 'text/event-stream',
    });
    expect(h.calls[0]).not.toHaveProperty('Last-Event-ID');
    h.stop();
  });

  it('reconnects after a drop with the highest id it has seen as Last-Event-ID', async () => {
    const h = harness(
      [
        sseResponse([ready(5), status(9, 'a', 'confirmed'), status(7, 'b', 'preparing')]),
        sseResponse([ready(9), status(9, 'a', 'confirmed'), status(10, 'a', 'ready')], {
          hold: true,
        }),
      ],
      5,
    );
    await vi.waitFor(() => expect(h.received.map((e) => e.id)).toEqual([9, 7, 10]));
    expect(h.calls.map((headers) => headers['Last-Event-ID'])).toEqual(['5', '9']);
    h.stop();
  });

  it('waits longer after each failed attempt, and starts over once a stream is ready', async () => {
    const h = harness([
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

  it('stops for good when the session is refused', async () => {
    const h = harness([new Response('{}', { status: 401 })]);
    await vi.waitFor(() => expect(h.onUnauthorized).toHaveBeenCalledOnce());
    expect(h.fetch).toHaveBeenCalledOnce();
    expect(h.delays).toEqual([]);
  });

  it('drops a connection that went silent and reconnects where it left off', async () => {
    vi.useFakeTimers();
    try {
      const h = harness([sseResponse([ready(4)], { hold: true }), sseResponse([], { hold: true })]);
      await vi.advanceTimersByTimeAsync(STALE_AFTER_MS - 1_000);
      expect(h.fetch).toHaveBeenCalledOnce();
      await vi.advanceTimersByTimeAsync(2_000);
      expect(h.fetch).toHaveBeenCalledTimes(2);
      expect(h.calls[1]?.['Last-Event-ID']).toBe('4');
      h.stop();
    } finally {
      vi.useRealTimers();
    }
  });

  it('caps the wait between attempts at a minute', () => {
    expect(reconnectDelay(30, 3000, () => 1)).toBe(60_000);
    expect(reconnectDelay(0, 3000, () => 0)).toBe(1500);
  });
});
