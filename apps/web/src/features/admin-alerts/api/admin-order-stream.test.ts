import { describe, expect, it, vi } from 'vitest';
import { openAdminOrderStream } from './admin-order-stream.ts';

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

const order = (id: number, kind: string, status = 'pending') =>
  `id: ${id}\nevent: order\ndata: ${JSON.stringify({
    id,
    orderId: `order-${id}`,
    kind,
    status,
    at: '2025-01-01T10:00:00.000Z',
    by: 'customer',
    customerName: 'Asha Gurung',
    total: 450,
  })}\n\n`;
const ready = (id: number) => `id: ${id}\nevent: ready\ndata: {"lastEventId":${id}}\n\n`;

function harness(responses: Response[]) {
  const calls: { url: string; headers: Record<string, string> }[] = [];
  const fetch = vi.fn(async (url: RequestInfo | URL, init?: RequestInit) => {
    calls.push({ url: String(url), headers: { ...(init?.headers as Record<string, string>) } });
    return responses.shift() ?? sseResponse([], { hold: true });
  });
  const received: [number, string][] = [];
  const onUnauthorized = vi.fn();
  const stop = openAdminOrderStream({
    token: 'staff-token',
    onEvent: (event) => received.push([event.id, event.kind]),
    onUnauthorized,
    fetch: fetch as unknown as typeof globalThis.fetch,
    random: () => 0.5,
    sleep: async () => {},
  });
  return { calls, fetch, received, onUnauthorized, stop };
}

describe('openAdminOrderStream', () => {
  it('reads the staff stream with the staff token, and hands on each event once', async () => {
    const h = harness([
      sseResponse([ready(3), order(4, 'created'), order(4, 'created'), order(5, 'status')], {
        hold: true,
      }),
    ]);
    await vi.waitFor(() => expect(h.received).toHaveLength(2));
    expect(h.received).toEqual([
      [4, 'created'],
      [5, 'status'],
    ]);
    expect(h.calls[0]).toEqual({
      url: '/api/admin/orders/events',
      headers: { Accept: 'text/event-stream', Authorization: 'Bearer staff-token' },
    });
    h.stop();
  });

  it('reconnects after a drop from the newest event it saw, so nothing placed meanwhile is missed', async () => {
    const h = harness([
      sseResponse([ready(10), order(12, 'created'), order(11, 'status')]),
      sseResponse([ready(12), order(12, 'created'), order(13, 'created')], { hold: true }),
    ]);
    await vi.waitFor(() => expect(h.received.map(([id]) => id)).toEqual([12, 11, 13]));
    expect(h.calls.map((call) => call.headers['Last-Event-ID'])).toEqual([undefined, '12']);
    h.stop();
  });

  it('stops for good when the session is refused', async () => {
    const h = harness([new Response('{}', { status: 401 })]);
    await vi.waitFor(() => expect(h.onUnauthorized).toHaveBeenCalledOnce());
    expect(h.fetch).toHaveBeenCalledOnce();
  });
});
