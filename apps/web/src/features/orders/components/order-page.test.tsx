import type { Order, OrderTimelineEntry } from '@shop/shared';
import { QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useCartStore } from '@/features/cart/index.ts';
import { createQueryClient } from '@/lib/query-client.ts';
import { OrderPage } from './order-page.tsx';
import { OrderStatusBadge } from './order-status-badge.tsx';

const toast = vi.hoisted(() => ({ success: vi.fn(), error: vi.fn(), info: vi.fn() }));
vi.mock('@/lib/toast.ts', () => ({ toast }));

const ID = '3f2a9c1d-0000-4000-8000-00000000abcd';

const entry = (id: number, status: OrderTimelineEntry['status'], by: OrderTimelineEntry['by']) => ({
  id,
  status,
  at: '2025-01-05T10:00:00.000Z',
  by,
  notes: null,
});

function order(overrides: Partial<Order> = {}): Order {
  return {
    id: ID,
    status: 'pending',
    createdAt: '2025-01-05T10:00:00.000Z',
    totalAmount: 1040,
    subtotalAmount: 1300,
    discountAmount: 260,
    couponCode: 'FIRST20',
    estimatedDeliveryTime: '25-35 minutes',
    paymentMethod: 'cash',
    deliveryAddress: 'Thamel Marg 1, Kathmandu, 44600',
    phone: '9801234567',
    notes: 'Ring twice',
    rating: null,
    review: null,
    items: [
      { mealId: 1, name: 'Himalayan Smash Burger', quantity: 2, price: 650, freeQuantity: 0 },
    ],
    timeline: [entry(1, 'pending', 'customer')],
    ...overrides,
  };
}

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

function serve(handlers: Record<string, (init: RequestInit | undefined) => Response>) {
  const calls: { method: string; path: string; body: unknown }[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init?: RequestInit) => {
      const path = new URL(url, 'http://shop').pathname;
      const method = init?.method ?? 'GET';
      calls.push({ method, path, body: init?.body ? JSON.parse(String(init.body)) : undefined });
      const handler = handlers[`${method} ${path}`];
      return handler
        ? handler(init)
        : json(404, { error: 'NOT_FOUND', message: 'Order not found' });
    }),
  );
  return calls;
}

function renderOrderPage() {
  return render(
    <QueryClientProvider client={createQueryClient()}>
      <MemoryRouter initialEntries={[`/orders/${ID}`]}>
        <Routes>
          <Route path="/orders/:id" element={<OrderPage />} />
          <Route path="/cart" element={<h1>The cart</h1>} />
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

beforeEach(() => {
  localStorage.clear();
  useCartStore.setState({ items: [] });
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  for (const fn of Object.values(toast)) fn.mockReset();
});

describe('the order page', () => {
  it('shows the timeline, what comes next, the estimate, lines and totals', async () => {
    serve({ [`GET /api/orders/${ID}`]: () => json(200, { order: order() }) });
    renderOrderPage();
    const timeline = within(await screen.findByTestId('order-timeline'));
    expect(timeline.getByText('Pending')).toBeTruthy();
    expect(timeline.getByText(/by you/)).toBeTruthy();
    expect(timeline.getByText('Confirmed')).toBeTruthy();
    expect(timeline.getByText('Up next')).toBeTruthy();
    expect(timeline.getByText('Delivered')).toBeTruthy();
    expect(screen.getByTestId('order-estimate').textContent).toBe('25-35 minutes');
    expect(screen.getByText('Himalayan Smash Burger')).toBeTruthy();
    expect(screen.getByText('Discount (FIRST20)')).toBeTruthy();
    expect(screen.getByText('NRS 1,040.00')).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Order #0000ABCD');
  });

  it('cancels a pending order only after it is confirmed', async () => {
    const calls = serve({
      [`GET /api/orders/${ID}`]: () => json(200, { order: order() }),
      [`PUT /api/orders/${ID}/cancel`]: () =>
        json(200, {
          order: order({
            status: 'cancelled',
            timeline: [entry(1, 'pending', 'customer'), entry(2, 'cancelled', 'customer')],
          }),
        }),
    });
    renderOrderPage();
    fireEvent.click(await screen.findByRole('button', { name: 'Cancel Order' }));
    fireEvent.click(screen.getByRole('button', { name: 'Keep Order' }));
    expect(calls.some((call) => call.method === 'PUT')).toBe(false);

    fireEvent.click(screen.getByRole('button', { name: 'Cancel Order' }));
    const dialog = within(screen.getByRole('dialog', { name: 'Cancel this order?' }));
    expect(dialog.getByText(/Order #0000ABCD will be cancelled/)).toBeTruthy();
    fireEvent.click(dialog.getByRole('button', { name: 'Yes, Cancel Order' }));

    expect(await screen.findAllByText('Cancelled')).not.toHaveLength(0);
    expect(toast.success).toHaveBeenCalledWith('Order cancelled');
    expect(screen.queryByRole('button', { name: 'Cancel Order' })).toBeNull();
    expect(calls.filter((call) => call.method === 'PUT')).toEqual([
      { method: 'PUT', path: `/api/orders/${ID}/cancel`, body: {} },
    ]);
  });

  it('says why a cancel was refused', async () => {
    serve({
      [`GET /api/orders/${ID}`]: () => json(200, { order: order() }),
      [`PUT /api/orders/${ID}/cancel`]: () =>
        json(409, { error: 'CONFLICT', message: 'Only pending orders can be cancelled' }),
    });
    renderOrderPage();
    fireEvent.click(await screen.findByRole('button', { name: 'Cancel Order' }));
    fireEvent.click(screen.getByRole('button', { name: 'Yes, Cancel Order' }));
    await vi.waitFor(() =>
      expect(toast.error).toHaveBeenCalledWith('Only pending orders can be cancelled'),
    );
  });

  it('rates a delivered order once, with stars and a review', async () => {
    const delivered = order({
      status: 'delivered',
      timeline: [entry(1, 'pending', 'customer'), entry(2, 'delivered', 'admin')],
    });
    const calls = serve({
      [`GET /api/orders/${ID}`]: () => json(200, { order: delivered }),
      [`POST /api/orders/${ID}/rate`]: () =>
        json(200, { order: { ...delivered, rating: 4, review: 'Juicy!' } }),
    });
    renderOrderPage();
    expect(await screen.findByRole('heading', { name: 'Rate Your Order' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Cancel Order' })).toBeNull();
    expect(screen.queryByTestId('order-estimate')).toBeNull();

    fireEvent.click(screen.getByRole('button', { name: 'Submit Rating' }));
    expect(screen.getByText('Rating must be a whole number from 1 to 5')).toBeTruthy();

    fireEvent.click(screen.getByRole('radio', { name: '4 stars' }));
    fireEvent.change(screen.getByLabelText(/^Review/), { target: { value: 'Juicy!' } });
    fireEvent.click(screen.getByRole('button', { name: 'Submit Rating' }));

    expect(await screen.findByText('You rated this order')).toBeTruthy();
    expect(screen.getByText('Juicy!')).toBeTruthy();
    expect(toast.success).toHaveBeenCalledWith('Thank you for rating your order!');
    expect(calls.find((call) => call.method === 'POST')?.body).toEqual({
      rating: 4,
      review: 'Juicy!',
    });
  });

  it('puts a reorder into the cart and says what changed', async () => {
    serve({
      [`GET /api/orders/${ID}`]: () => json(200, { order: order({ status: 'delivered' }) }),
      [`POST /api/orders/${ID}/reorder`]: () =>
        json(200, {
          items: [{ id: 1, name: 'Himalayan Smash Burger', price: 700, quantity: 2, image: null }],
          changes: [
            {
              mealId: 1,
              name: 'Himalayan Smash Burger',
              kind: 'price_changed',
              oldPrice: 650,
              newPrice: 700,
            },
            {
              mealId: 9,
              name: 'Buff Choila Wrap',
              kind: 'unavailable',
              oldPrice: 440,
              newPrice: 440,
            },
          ],
        }),
    });
    renderOrderPage();
    fireEvent.click(await screen.findByRole('button', { name: 'Reorder' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'A few things have changed' }));
    expect(
      dialog.getByText('Himalayan Smash Burger now costs NRS 700.00 (was NRS 650.00)'),
    ).toBeTruthy();
    expect(
      dialog.getByText('Buff Choila Wrap is sold out right now, so it was not added'),
    ).toBeTruthy();
    expect(useCartStore.getState().items).toMatchObject([{ id: 1, price: 700, quantity: 2 }]);
    fireEvent.click(dialog.getByRole('link', { name: 'Go to Cart' }));
    expect(await screen.findByRole('heading', { name: 'The cart' })).toBeTruthy();
  });

  it('goes straight to the cart when nothing changed', async () => {
    serve({
      [`GET /api/orders/${ID}`]: () => json(200, { order: order({ status: 'cancelled' }) }),
      [`POST /api/orders/${ID}/reorder`]: () =>
        json(200, {
          items: [{ id: 1, name: 'Himalayan Smash Burger', price: 650, quantity: 2, image: null }],
          changes: [],
        }),
    });
    useCartStore.setState({
      items: [
        {
          id: 1,
          name: 'Himalayan Smash Burger',
          price: 650,
          image: null,
          categoryName: 'Burgers',
          quantity: 1,
        },
      ],
    });
    renderOrderPage();
    fireEvent.click(await screen.findByRole('button', { name: 'Reorder' }));
    expect(await screen.findByRole('heading', { name: 'The cart' })).toBeTruthy();
    expect(useCartStore.getState().items).toMatchObject([
      { id: 1, quantity: 3, categoryName: 'Burgers' },
    ]);
    expect(toast.success).toHaveBeenCalledWith('Your order is back in your cart');
  });

  it('says when the order is not the customer’s (404)', async () => {
    serve({});
    renderOrderPage();
    expect(await screen.findByRole('heading', { name: 'Order not found' })).toBeTruthy();
  });
});

describe('the status badge', () => {
  it('colours delivered, processing and cancelled, and says Unknown without a status', () => {
    render(
      <>
        <OrderStatusBadge status="delivered" />
        <OrderStatusBadge status="preparing" />
        <OrderStatusBadge status="cancelled" />
        <OrderStatusBadge status="pending" />
        <OrderStatusBadge status={null} />
      </>,
    );
    const tone = (text: string) => screen.getByText(text).getAttribute('data-tone');
    expect(tone('Delivered')).toBe('delivered');
    expect(tone('Preparing')).toBe('processing');
    expect(tone('Cancelled')).toBe('cancelled');
    expect(tone('Pending')).toBe('neutral');
    expect(tone('Unknown')).toBe('neutral');
  });
});
