import { describe, expect, it, vi } from 'vitest';
import {
  openFakeFeed,
  readyChunk as ready,
  sseResponse,
} from '@/lib/live-feed/test/fake-server.ts';
import { staffOrderFeed } from './staff-order-feed.ts';

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

const kinds = (received: { id: number; kind: string }[]) =>
  received.map((event) => [event.id, event.kind]);

describe('the staff order feed', () => {
  it('reads the staff stream with the staff token, and hands on each event once', async () => {
    const h = openFakeFeed(
      staffOrderFeed,
      [
        sseResponse([ready(3), order(4, 'created'), order(4, 'created'), order(5, 'status')], {
          hold: true,
        }),
      ],
      { token: 'staff-token' },
    );
    await vi.waitFor(() => expect(h.received).toHaveLength(2));
    expect(kinds(h.received)).toEqual([
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
    const h = openFakeFeed(staffOrderFeed, [
      sseResponse([ready(10), order(12, 'created'), order(11, 'status')]),
      sseResponse([ready(12), order(12, 'created'), order(13, 'created')], { hold: true }),
    ]);
    await vi.waitFor(() => expect(h.received.map(({ id }) => id)).toEqual([12, 11, 13]));
    expect(h.calls.map((call) => call.headers['Last-Event-ID'])).toEqual([undefined, '12']);
    h.stop();
  });

  it('stops for good when the session is refused', async () => {
    const h = openFakeFeed(staffOrderFeed, [new Response('{}', { status: 401 })]);
    await vi.waitFor(() => expect(h.onUnauthorized).toHaveBeenCalledOnce());
    expect(h.fetch).toHaveBeenCalledOnce();
  });
});
