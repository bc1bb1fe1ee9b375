import type { Order, OrderListResponse, OrderStatus } from '@shop/shared';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { recentOrdersKey } from '../api/get-recent-orders.ts';
import LiveOrderUpdates from './live-order-updates.tsx';

const toast = vi.hoisted(() => ({ info: vi.fn(), success: vi.fn(), error: vi.fn() }));
vi.mock('@/lib/toast.ts', () => ({ toast }));

const ORDER_ID = '3f2a9c1d-0000-4000-8000-0000a1b2c3d4';

function orders(status: OrderStatus, historyIds: number[]): OrderListResponse {
  const order = {
    id: ORDER_ID,
    status,
    timeline: historyIds.map((id) => ({
      id,
      status,
      at: '2025-01-01T10:00:00Z',
      by: 'admin',
      notes: null,
    })),
  } as unknown as Order;
  return {
    orders: [order],
    totalSpent: 0,
    completedCount: 0,
    pagination: { page: 1, limit: 10, total: 1, pages: 1 },
  } as unknown as OrderListResponse;
}

/** A stream that sends one status change and stays open; every other call hangs. */
function fakeServer(change: string | null) {
  const calls: { url: string; headers: Record<string, string> }[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init?: RequestInit) => {
      calls.push({ url, headers: { ...(init?.headers as Record<string, string>) } });
      if (url !== '/api/orders/events') return new Promise(() => {});
      const body = new ReadableStream({
        start(controller) {
          const text = `event: ready\nid: 7\ndata: {"lastEventId":7}\n\n${change ?? ''}`;
          controller.enqueue(new TextEncoder().encode(text));
        },
      });
      return new Response(body, { headers: { 'content-type': 'text/event-stream' } });
    }),
  );
  return calls;
}

function renderWith(data: OrderListResponse) {
  const client = new QueryClient();
  client.setQueryData(recentOrdersKey, data);
  const invalidate = vi.spyOn(client, 'invalidateQueries');
  const router = createMemoryRouter([
    { path: '*', element: <LiveOrderUpdates token="tok-1234567890abcdef" /> },
  ]);
  render(
    <QueryClientProvider client={client}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return { invalidate };
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('LiveOrderUpdates', () => {
  it('follows an open order from its newest known change, tells the customer, refreshes orders', async () => {
    const change = `id: 8\nevent: status\ndata: ${JSON.stringify({
      id: 8,
      orderId: ORDER_ID,
      status: 'out_for_delivery',
      at: '2025-01-01T10:05:00Z',
      by: 'admin',
      notes: null,
    })}\n\n`;
    const calls = fakeServer(change);
    const { invalidate } = renderWith(orders('preparing', [5, 7]));
    await vi.waitFor(() => expect(toast.info).toHaveBeenCalledOnce());
    expect(toast.info).toHaveBeenCalledWith(
      'Out for delivery',
      expect.objectContaining({ description: 'Order #A1B2C3D4 is on its way to you.' }),
    );
    const stream = calls.find((call) => call.url === '/api/orders/events');
    expect(stream?.headers).toMatchObject({
      Authorization: 'Bearer tok-1234567890abcdef',
      'Last-Event-ID': '7',
    });
    expect(invalidate).toHaveBeenCalledWith({ queryKey: ['orders'] });
  });

  it('tells nothing of the customer’s own change, but refreshes the orders', async () => {
    const own = `id: 8\nevent: status\ndata: ${JSON.stringify({
      id: 8,
      orderId: ORDER_ID,
      status: 'cancelled',
      at: '2025-01-01T10:05:00Z',
      by: 'customer',
      notes: null,
    })}\n\n`;
    fakeServer(own);
    const { invalidate } = renderWith(orders('pending', [7]));
    await vi.waitFor(() => expect(invalidate).toHaveBeenCalledWith({ queryKey: ['orders'] }));
    expect(toast.error).not.toHaveBeenCalled();
  });

  it('tells a wallet order awaiting its payment that the payment was received', async () => {
    const paid = `id: 8\nevent: status\ndata: ${JSON.stringify({
      id: 8,
      orderId: ORDER_ID,
      status: 'pending',
      at: '2025-01-01T10:05:00Z',
      by: 'system',
      notes: null,
    })}\n\n`;
    fakeServer(paid);
    renderWith(orders('awaiting_payment', [7]));
    await vi.waitFor(() => expect(toast.success).toHaveBeenCalledOnce());
    expect(toast.success).toHaveBeenCalledWith(
      'Payment received',
      expect.objectContaining({
        description: 'Your payment was received: the restaurant has your order #A1B2C3D4.',
      }),
    );
  });

  it('opens no stream while every order is delivered or cancelled', async () => {
    const calls = fakeServer(null);
    renderWith(orders('delivered', [5, 9]));
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(calls.filter((call) => call.url === '/api/orders/events')).toEqual([]);
  });

  it('reads the orders’ details again from where the stream starts, so none misses a change', async () => {
    fakeServer(null);
    const { invalidate } = renderWith(orders('confirmed', [5, 9]));
    await vi.waitFor(() =>
      expect(invalidate).toHaveBeenCalledWith({ queryKey: ['orders', 'detail'] }),
    );
  });
});
