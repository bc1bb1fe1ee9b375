import { describe, expect, it, vi } from 'vitest';
import {
  openFakeFeed,
  readyChunk as ready,
  sseResponse,
} from '@/lib/live-feed/test/fake-server.ts';
import { orderStatusFeed } from './order-status-feed.ts';

const status = (id: number, orderId: string, value: string, notes: string | null = null) =>
  `id: ${id}\nevent: status\ndata: ${JSON.stringify({
    id,
    orderId,
    status: value,
    at: '2025-01-01T10:00:00.000Z',
    by: 'admin',
    notes,
  })}\n\n`;

describe('the order status feed', () => {
  it('reads the customer’s stream and hands on each status change once, unknown statuses too', async () => {
    const h = openFakeFeed(orderStatusFeed, [
      sseResponse(
        [
          ready(10),
          status(11, 'a', 'confirmed'),
          status(12, 'a', 'preparing', 'Kitchen has it'),
          status(12, 'a', 'preparing', 'Kitchen has it'),
          status(13, 'a', 'teleported'),
        ],
        { hold: true },
      ),
    ]);
    await vi.waitFor(() => expect(h.received).toHaveLength(3));
    expect(h.received.map(({ id, status, notes }) => [id, status, notes])).toEqual([
      [11, 'confirmed', null],
      [12, 'preparing', 'Kitchen has it'],
      [13, 'teleported', null],
    ]);
    expect(h.calls[0]?.url).toBe('/api/orders/events');
    h.stop();
  });

  it('starts from the newest entry the page shows', async () => {
    const h = openFakeFeed(orderStatusFeed, [sseResponse([ready(7)], { hold: true })], {
      lastEventId: 7,
    });
    await vi.waitFor(() => expect(h.fetch).toHaveBeenCalledOnce());
    expect(h.calls[0]?.headers['Last-Event-ID']).toBe('7');
    h.stop();
  });
});
