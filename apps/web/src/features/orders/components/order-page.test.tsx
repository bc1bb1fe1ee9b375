import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useCartStore } from '@/features/cart/index.ts';
import { changeLanguage } from '@/i18n/index.ts';
import { createQueryClient } from '@/lib/query-client.ts';
import { anOrder, aWalletOrder, ORDER_ID, timelineEntry } from '@/test-utils/order-fixture.ts';
import { orderQueryKeys } from '../api/query-keys.ts';
import { orderPageState } from '../order-page-state.ts';
import { OrderPage } from './order-page.tsx';
import { OrderStatusBadge } from './order-status-badge.tsx';

const toast = vi.hoisted(() => ({ success: vi.fn(), error: vi.fn(), info: vi.fn() }));
vi.mock('@/lib/toast.ts', () => ({ toast }));

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

/** Where the page's address stands (the `?payment=` it takes out). */
function AddressProbe() {
  return <span data-testid="address">{useLocation().search}</span>;
}

function renderOrderPage(
  client: QueryClient = createQueryClient(),
  address: string | { pathname: string; state: unknown } = `/orders/${ORDER_ID}`,
) {
  return render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={[address]}>
        <Routes>
          <Route
            path="/orders/:id"
            element={
              <>
                <OrderPage />
                <AddressProbe />
              </>
            }
          />
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

afterEach(async () => {
  cleanup();
  await changeLanguage('en');
  vi.unstubAllGlobals();
  for (const fn of Object.values(toast)) fn.mockReset();
});

describe('the order page', () => {
  it('shows the timeline, what comes next, the estimate, lines and totals', async () => {
    serve({ [`GET /api/orders/${ORDER_ID}`]: () => json(200, { order: anOrder() }) });
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

  it('shows a line’s meal options under its name, with what each added', async () => {
    const options = [
      { id: 7, group: 'Spice level', name: 'Hot', price: 0 },
      { id: 9, group: 'Extras', name: 'Cheese', price: 60 },
    ];
    const line = { mealId: 1, name: 'Zinger', quantity: 1, price: 710, freeQuantity: 0 };
    serve({
      [`GET /api/orders/${ORDER_ID}`]: () =>
        json(200, { order: anOrder({ items: [{ ...line, options }] }) }),
    });
    renderOrderPage();
    expect((await screen.findByTestId('line-choices')).textContent).toBe(
      'Hot · Cheese (+NRS 60.00)',
    );
  });

  it('cancels a pending order only after it is confirmed', async () => {
    const calls = serve({
      [`GET /api/orders/${ORDER_ID}`]: () => json(200, { order: anOrder() }),
      [`PUT /api/orders/${ORDER_ID}/cancel`]: () =>
        json(200, {
          order: anOrder({
            status: 'cancelled',
            timeline: [
              timelineEntry(1, 'pending', 'customer'),
              timelineEntry(2, 'cancelled', 'customer'),
            ],
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
      { method: 'PUT', path: `/api/orders/${ORDER_ID}/cancel`, body: {} },
    ]);
  });

  it('says why a cancel was refused', async () => {
    serve({
      [`GET /api/orders/${ORDER_ID}`]: () => json(200, { order: anOrder() }),
      [`PUT /api/orders/${ORDER_ID}/cancel`]: () =>
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
    const delivered = anOrder({
      status: 'delivered',
      timeline: [timelineEntry(1, 'pending', 'customer'), timelineEntry(2, 'delivered', 'admin')],
    });
    const calls = serve({
      [`GET /api/orders/${ORDER_ID}`]: () => json(200, { order: delivered }),
      [`POST /api/orders/${ORDER_ID}/rate`]: () =>
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
      [`GET /api/orders/${ORDER_ID}`]: () => json(200, { order: anOrder({ status: 'delivered' }) }),
      [`POST /api/orders/${ORDER_ID}/reorder`]: () =>
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
      [`GET /api/orders/${ORDER_ID}`]: () => json(200, { order: anOrder({ status: 'cancelled' }) }),
      [`POST /api/orders/${ORDER_ID}/reorder`]: () =>
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
          choices: [],
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

describe('how and when the order comes', () => {
  // Saturday 11 January 2025, 12:30 in Kathmandu (UTC+05:45).
  const SATURDAY_NOON = '2025-01-11T06:45:00.000Z';

  it('shows delivery, the area, the fee in the totals and the time it is ordered for', async () => {
    serve({
      [`GET /api/orders/${ORDER_ID}`]: () =>
        json(200, {
          order: anOrder({ deliveryFee: 100, totalAmount: 1140, scheduledFor: SATURDAY_NOON }),
        }),
    });
    renderOrderPage();
    expect((await screen.findByTestId('order-scheduled')).textContent).toBe('For Saturday 12:30');
    expect(screen.queryByTestId('order-estimate')).toBeNull();
    expect(screen.getByTestId('order-fulfilment').textContent).toBe('Delivery');
    expect(screen.getByTestId('order-area').textContent).toBe('Thamel');
    expect(screen.getByTestId('order-when').textContent).toBe('For Saturday 12:30');
    expect(screen.getByTestId('order-delivery-fee').textContent).toBe('NRS 100.00');
    expect(screen.getByText('NRS 1,140.00')).toBeTruthy();
  });

  it('shows a pickup order with no fee, no area and no address', async () => {
    serve({
      [`GET /api/orders/${ORDER_ID}`]: () =>
        json(200, {
          order: anOrder({ fulfilment: 'pickup', deliveryArea: null, deliveryAddress: '' }),
        }),
    });
    renderOrderPage();
    expect((await screen.findByTestId('order-fulfilment')).textContent).toBe('Pickup');
    expect(screen.getByRole('heading', { name: 'Pickup Details' })).toBeTruthy();
    expect(screen.getByText('Burger House, Thamel Marg')).toBeTruthy();
    expect(screen.getByText('No delivery fee')).toBeTruthy();
    expect(screen.queryByTestId('order-area')).toBeNull();
    expect(screen.queryByTestId('order-delivery-fee')).toBeNull();
    expect(screen.getByTestId('order-when').textContent).toBe('As soon as possible');
  });

  it('shows the kitchen’s ready-by time as soon as the order is read again', async () => {
    let current = anOrder();
    serve({ [`GET /api/orders/${ORDER_ID}`]: () => json(200, { order: current }) });
    const client = createQueryClient();
    renderOrderPage(client);
    expect((await screen.findByTestId('order-estimate')).textContent).toBe('25-35 minutes');

    // What the live status stream does on a change (features/order-updates).
    current = anOrder({
      status: 'confirmed',
      readyBy: '2025-01-05T13:00:00.000Z',
      timeline: [
        timelineEntry(1, 'pending', 'customer'),
        { ...timelineEntry(2, 'confirmed', 'admin'), notes: 'Accepted: ready in 25 minutes' },
      ],
    });
    await client.invalidateQueries({ queryKey: orderQueryKeys.all });
    expect((await screen.findByTestId('order-ready-by')).textContent).toBe('Ready by 18:45');
    expect(screen.getByText('Accepted: ready in 25 minutes')).toBeTruthy();

    await changeLanguage('ne');
    expect((await screen.findByTestId('order-ready-by')).textContent).toBe('१८:४५ सम्म तयार हुन्छ');
    expect(screen.getByText('स्वीकार गरियो: २५ मिनेटमा तयार हुन्छ')).toBeTruthy();
  });

  it('says why the restaurant rejected it, in the customer’s language', async () => {
    serve({
      [`GET /api/orders/${ORDER_ID}`]: () =>
        json(200, {
          order: anOrder({
            status: 'cancelled',
            rejectionReason: 'The kitchen is too busy right now',
            timeline: [
              timelineEntry(1, 'pending', 'customer'),
              {
                ...timelineEntry(2, 'cancelled', 'admin'),
                notes: 'Rejected: The kitchen is too busy right now',
              },
            ],
          }),
        }),
    });
    renderOrderPage();
    const rejection = await screen.findByTestId('order-rejection');
    expect(rejection.textContent).toBe(
      'The restaurant could not take this orderThe kitchen is too busy right now',
    );
    await changeLanguage('ne');
    await vi.waitFor(() =>
      expect(screen.getByTestId('order-rejection').textContent).toBe(
        'रेस्टुरेन्टले यो अर्डर लिन सकेनभान्सा अहिले धेरै व्यस्त छ',
      ),
    );
    expect(screen.getByText('अस्वीकार गरियो: भान्सा अहिले धेरै व्यस्त छ')).toBeTruthy();
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

describe('an order waiting for its payment', () => {
  const NOW = new Date('2025-01-05T10:00:00.000Z');
  const PAY_BY = '2025-01-05T10:15:00.000Z';
  const METHODS = {
    'GET /api/payments/methods': () => json(200, { methods: ['cash', 'esewa', 'khalti'] }),
  };
  const panel = async () => within(await screen.findByTestId('awaiting-payment'));

  afterEach(() => {
    vi.useRealTimers();
    vi.restoreAllMocks();
  });

  it('shows the time left to pay, counting down each second, and what happens after', async () => {
    vi.useFakeTimers({ toFake: ['Date', 'setInterval', 'clearInterval'] });
    vi.setSystemTime(NOW);
    serve({
      ...METHODS,
      [`GET /api/orders/${ORDER_ID}`]: () => json(200, { order: aWalletOrder('esewa', PAY_BY) }),
    });
    renderOrderPage();
    const waiting = await panel();
    expect(waiting.getByRole('heading', { name: 'Waiting for your payment' })).toBeTruthy();
    expect(waiting.getByRole('timer').textContent).toBe('15:00');
    expect(
      waiting.getByText('If it is not paid in time, the order will be cancelled.'),
    ).toBeTruthy();
    act(() => vi.advanceTimersByTime(1_000));
    expect(waiting.getByRole('timer').textContent).toBe('14:59');
    act(() => vi.advanceTimersByTime(61_000));
    expect(waiting.getByRole('timer').textContent).toBe('13:58');
    act(() => vi.advanceTimersByTime(838_000));
    expect(waiting.queryByRole('timer')).toBeNull();
    expect(
      waiting.getByText('Time is up: the order will be cancelled unless the payment arrives.'),
    ).toBeTruthy();
  });

  it('offers the wallets, cash instead and cancelling; names the payment and the current step', async () => {
    serve({
      ...METHODS,
      [`GET /api/orders/${ORDER_ID}`]: () => json(200, { order: aWalletOrder('esewa', PAY_BY) }),
    });
    renderOrderPage();
    const waiting = await panel();
    expect(await waiting.findByRole('button', { name: 'Pay with eSewa' })).toBeTruthy();
    expect(await waiting.findByRole('button', { name: 'Pay with Khalti' })).toBeTruthy();
    expect(waiting.getByRole('button', { name: 'Pay cash on delivery instead' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Cancel Order' })).toBeTruthy();
    expect(screen.getByTestId('order-payment').textContent).toBe('eSewa · Payment pending');

    // Awaiting payment is where the order is; the restaurant's steps follow.
    const timeline = within(screen.getByTestId('order-timeline'));
    const current = timeline
      .getAllByRole('listitem')
      .find((item) => item.getAttribute('aria-current') === 'step');
    expect(current?.textContent).toContain('Awaiting payment');
    expect(timeline.getByText('Pending').parentElement?.textContent).toBe('PendingUp next');
    const badge = screen.getAllByText('Awaiting payment').find((el) => el.dataset.tone);
    expect(badge?.dataset.tone).toBe('awaiting');
  });

  it('never shows Awaiting payment as a step to come for a cash order', async () => {
    serve({ [`GET /api/orders/${ORDER_ID}`]: () => json(200, { order: anOrder() }) });
    renderOrderPage();
    const timeline = within(await screen.findByTestId('order-timeline'));
    expect(timeline.queryByText('Awaiting payment')).toBeNull();
    expect(screen.queryByTestId('awaiting-payment')).toBeNull();
    expect(screen.getByTestId('order-payment').textContent).toBe('Cash on delivery · Unpaid');
  });

  it('pays cash on delivery instead: the page shows the order sent to the restaurant', async () => {
    const cash = anOrder({
      timeline: [
        timelineEntry(1, 'awaiting_payment', 'customer'),
        { ...timelineEntry(2, 'pending', 'customer'), notes: 'Cash on delivery instead' },
      ],
    });
    const calls = serve({
      ...METHODS,
      [`GET /api/orders/${ORDER_ID}`]: () => json(200, { order: aWalletOrder('khalti', PAY_BY) }),
      [`POST /api/orders/${ORDER_ID}/payment`]: () => json(200, { order: cash }),
    });
    renderOrderPage();
    fireEvent.click((await panel()).getByRole('button', { name: 'Pay cash on delivery instead' }));

    await vi.waitFor(() => expect(screen.queryByTestId('awaiting-payment')).toBeNull());
    expect(calls.filter((call) => call.method === 'POST')).toEqual([
      { method: 'POST', path: `/api/orders/${ORDER_ID}/payment`, body: { payment_method: 'cash' } },
    ]);
    expect(screen.getByTestId('order-payment').textContent).toBe('Cash on delivery · Unpaid');
    expect(screen.getByText('Cash on delivery instead')).toBeTruthy();
    expect(toast.success).toHaveBeenCalledWith(
      'You will pay cash on delivery. The restaurant has your order.',
    );
  });

  it('says why the wallet could not start when checkout sends the customer here', async () => {
    const waiting = aWalletOrder('esewa', PAY_BY);
    serve({ ...METHODS, [`GET /api/orders/${ORDER_ID}`]: () => json(200, { order: waiting }) });
    renderOrderPage(createQueryClient(), {
      pathname: `/orders/${ORDER_ID}`,
      state: orderPageState('eSewa did not answer. Try again, or pay cash on delivery instead.'),
    });
    expect((await screen.findByRole('alert')).textContent).toBe(
      'eSewa did not answer. Try again, or pay cash on delivery instead.',
    );
    expect(await screen.findByRole('heading', { name: 'Waiting for your payment' })).toBeTruthy();
  });

  it('pays with a wallet again, or says why it could not start', async () => {
    const submit = vi.spyOn(HTMLFormElement.prototype, 'submit').mockImplementation(() => {});
    const waiting = aWalletOrder('esewa', PAY_BY);
    let answer: unknown = {
      order: waiting,
      walletRedirect: null,
      walletProblem:
        'Khalti could not start this payment. Try again, or pay cash on delivery instead.',
    };
    const calls = serve({
      ...METHODS,
      [`GET /api/orders/${ORDER_ID}`]: () => json(200, { order: waiting }),
      [`POST /api/orders/${ORDER_ID}/payment`]: () => json(200, answer),
    });
    renderOrderPage();
    fireEvent.click(await (await panel()).findByRole('button', { name: 'Pay with Khalti' }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Khalti could not start this payment. Try again, or pay cash on delivery instead.',
    );

    answer = {
      order: waiting,
      walletRedirect: {
        wallet: 'esewa',
        method: 'POST',
        url: 'https://rc-epay.esewa.com.np/api/epay/main/v2/form',
        fields: { total_amount: '1040', signature: 'abc' },
      },
    };
    fireEvent.click((await panel()).getByRole('button', { name: 'Pay with eSewa' }));
    await vi.waitFor(() => expect(submit).toHaveBeenCalledOnce());
    const form = submit.mock.contexts[0] as HTMLFormElement;
    expect(form.action).toBe('https://rc-epay.esewa.com.np/api/epay/main/v2/form');
    expect(calls.filter((call) => call.method === 'POST').map((call) => call.body)).toEqual([
      { payment_method: 'khalti' },
      { payment_method: 'esewa' },
    ]);
    form.remove();
  });

  it('says when the order no longer waits for a payment', async () => {
    serve({
      ...METHODS,
      [`GET /api/orders/${ORDER_ID}`]: () => json(200, { order: aWalletOrder('esewa', PAY_BY) }),
      [`POST /api/orders/${ORDER_ID}/payment`]: () =>
        json(409, { error: 'CONFLICT', message: 'This order is not waiting for a payment' }),
    });
    renderOrderPage();
    fireEvent.click((await panel()).getByRole('button', { name: 'Pay cash on delivery instead' }));
    await vi.waitFor(() =>
      expect(toast.error).toHaveBeenCalledWith('This order is not waiting for a payment'),
    );
  });

  it('speaks Nepali', async () => {
    vi.useFakeTimers({ toFake: ['Date', 'setInterval', 'clearInterval'] });
    vi.setSystemTime(NOW);
    serve({
      ...METHODS,
      [`GET /api/orders/${ORDER_ID}`]: () => json(200, { order: aWalletOrder('esewa', PAY_BY) }),
    });
    await changeLanguage('ne');
    renderOrderPage();
    const waiting = await panel();
    expect(waiting.getByRole('heading', { name: 'तपाईंको भुक्तानी पर्खिँदै' })).toBeTruthy();
    expect(waiting.getByRole('timer').textContent).toBe('१५:००');
    expect(await waiting.findByRole('button', { name: 'eSewa बाट तिर्नुहोस्' })).toBeTruthy();
    expect(waiting.getByRole('button', { name: 'बरु डेलिभरीमा नगद तिर्छु' })).toBeTruthy();
    expect(screen.getAllByText('भुक्तानी पर्खिँदै').length).toBeGreaterThan(0);
    expect(screen.getByTestId('order-payment').textContent).toBe('eSewa · भुक्तानी हुँदैछ');
  });
});

describe('coming back from the wallet (?payment=)', () => {
  const paid = anOrder({
    paymentMethod: 'esewa',
    payment: { method: 'esewa', status: 'paid', reference: '000AWEO', payBy: null },
  });

  it.each([
    ['paid', 'status', 'Your payment was received. Thank you! The restaurant has your order.'],
    [
      'pending',
      'status',
      'The wallet has not confirmed your payment yet. We keep checking: this page updates by itself.',
    ],
    [
      'failed',
      'alert',
      'The payment was cancelled or failed at the wallet. Nothing was charged: try again, or pay cash on delivery instead.',
    ],
    ['invalid', 'alert', 'We could not verify the answer from the wallet, so nothing has changed.'],
  ] as const)('says %s once, as a %s', async (outcome, role, words) => {
    serve({ [`GET /api/orders/${ORDER_ID}`]: () => json(200, { order: paid }) });
    renderOrderPage(createQueryClient(), `/orders/${ORDER_ID}?payment=${outcome}`);
    const notice = within(await screen.findByTestId('payment-return'));
    expect(notice.getByRole(role).textContent).toBe(words);
    // Taken out of the address: a reload does not say it again.
    expect(screen.getByTestId('address').textContent).toBe('');
    fireEvent.click(screen.getByRole('button', { name: 'Dismiss' }));
    expect(screen.queryByTestId('payment-return')).toBeNull();
  });

  it('names how the order was paid, with the wallet’s reference', async () => {
    serve({ [`GET /api/orders/${ORDER_ID}`]: () => json(200, { order: paid }) });
    renderOrderPage(createQueryClient(), `/orders/${ORDER_ID}?payment=paid`);
    expect((await screen.findByTestId('order-payment')).textContent).toBe(
      'Paid with eSewa · ref 000AWEO',
    );
  });

  it('ignores a value it does not know', async () => {
    serve({ [`GET /api/orders/${ORDER_ID}`]: () => json(200, { order: paid }) });
    renderOrderPage(createQueryClient(), `/orders/${ORDER_ID}?payment=maybe`);
    await screen.findByTestId('order-payment');
    expect(screen.queryByTestId('payment-return')).toBeNull();
    expect(screen.getByTestId('address').textContent).toBe('');
  });
});
