import type { Order, SessionCustomer } from '@shop/shared';
import { QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { type CartItem, useCartStore } from '@/features/cart/index.ts';
import { loadPageNamespaces } from '@/i18n/index.ts';
import { createQueryClient } from '@/lib/query-client.ts';
import { anOrder, aWalletOrder } from '@/test-utils/order-fixture.ts';
import { CheckoutPage } from './checkout-page.tsx';

const toast = vi.hoisted(() => ({ success: vi.fn(), error: vi.fn(), info: vi.fn() }));
vi.mock('@/lib/toast.ts', () => ({ toast }));

const CUSTOMER: SessionCustomer = {
  id: 'c0ffee00-0000-4000-8000-000000000001',
  firstName: 'Sita',
  lastName: 'Sharma',
  email: 'sita@example.com',
  phone: '9801234567',
  address: 'Thamel Marg 1',
  city: 'Kathmandu',
  zipCode: '44600',
};
const session = vi.hoisted(() => ({ customer: null as SessionCustomer | null }));
vi.mock('@/features/account/index.ts', () => ({
  useCustomerSession: () => ({
    token: session.customer ? 'token' : null,
    customer: session.customer,
  }),
}));

const BURGER: CartItem = {
  id: 1,
  name: 'Himalayan Smash Burger',
  price: 650,
  image: null,
  choices: [],
  categoryName: 'Burgers',
  quantity: 2,
};
const MOMO: CartItem = {
  id: 2,
  name: 'Jhol Momo (10 pc)',
  price: 280.5,
  image: null,
  choices: [],
  categoryName: 'Momo',
  quantity: 1,
};

/** The order the server answers a placed order with: this cart's, as soon as possible. */
function placedOrder(overrides: Partial<Order> = {}): Order {
  return anOrder({
    totalAmount: 1580.5,
    subtotalAmount: 1580.5,
    discountAmount: 0,
    couponCode: null,
    estimatedDeliveryTime: '',
    notes: null,
    items: [],
    timeline: [],
    ...overrides,
  });
}

type Handler = (body: unknown) => Response | Promise<Response>;
const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

/** Routes the page's calls to a handler per path, and records every body sent. */
function serve(handlers: Record<string, Handler>) {
  const sent: { url: string; body: unknown }[] = [];
  const fetchMock = vi.fn(async (url: string, init?: RequestInit) => {
    const body = init?.body ? JSON.parse(String(init.body)) : undefined;
    sent.push({ url, body });
    const handler = handlers[new URL(url, 'http://shop').pathname];
    if (!handler) return json(404, { error: 'NOT_FOUND', message: 'Not found' });
    return handler(body);
  });
  vi.stubGlobal('fetch', fetchMock);
  return {
    sent,
    bodiesTo: (path: string) => sent.filter((s) => s.url === path).map((s) => s.body),
  };
}

function renderCheckout(items: CartItem[]) {
  useCartStore.setState({ items });
  return render(
    <QueryClientProvider client={createQueryClient()}>
      <MemoryRouter initialEntries={['/checkout']}>
        <CheckoutPage />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

const field = (name: string | RegExp) => screen.getByLabelText(name) as HTMLInputElement;
const placeOrder = () => screen.getByRole('button', { name: /Place Order|Placing Order/ });
const summary = () => within(screen.getByRole('region', { name: 'Order Summary' }));

beforeAll(async () => {
  await loadPageNamespaces('checkout');
});

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
  session.customer = CUSTOMER;
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  for (const fn of Object.values(toast)) fn.mockReset();
});

describe('CheckoutPage', () => {
  it('shows the empty state when the cart is empty', () => {
    serve({});
    renderCheckout([]);
    expect(screen.getByRole('heading', { name: 'Your cart is empty' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Browse Meals' }).getAttribute('href')).toBe('/meals');
    expect(screen.getByRole('link', { name: 'Back to Cart' }).getAttribute('href')).toBe('/cart');
  });

  it('is prefilled from the signed-in customer and totals the cart with free delivery', () => {
    serve({});
    renderCheckout([BURGER, MOMO]);
    expect(field('First Name').value).toBe('Sita');
    expect(field('Last Name').value).toBe('Sharma');
    expect(field('Email').value).toBe('sita@example.com');
    expect(field('Phone Number').value).toBe('9801234567');
    expect(field('Address').value).toBe('Thamel Marg 1');
    expect(field('City').value).toBe('Kathmandu');
    expect(field('ZIP Code').value).toBe('44600');
    expect(summary().getByText('FREE')).toBeTruthy();
    expect(screen.getByTestId('checkout-total').textContent).toBe('NRS 1,580.50');
    // Cash on delivery, the only way the shop answered (no wallet set up): chosen.
    const payment = within(screen.getByRole('radiogroup', { name: 'Payment method' }));
    expect(payment.getAllByRole('radio').map((radio) => radio.getAttribute('value'))).toEqual([
      'cash',
    ]);
    expect(
      (payment.getByRole('radio', { name: 'Cash on delivery' }) as HTMLInputElement).checked,
    ).toBe(true);
    expect(screen.getByText('Cash on delivery is the only way to pay for now.')).toBeTruthy();
  });

  it('requires every delivery field, trimmed, with the spec’s messages and toast', () => {
    const api = serve({});
    session.customer = { ...CUSTOMER, phone: '', zipCode: '' };
    renderCheckout([BURGER]);
    fireEvent.change(field('First Name'), { target: { value: '   ' } });
    fireEvent.change(field('Last Name'), { target: { value: '' } });
    fireEvent.change(field('Email'), { target: { value: '' } });
    fireEvent.change(field('Address'), { target: { value: '  ' } });
    fireEvent.change(field('City'), { target: { value: '' } });
    fireEvent.click(placeOrder());

    for (const message of [
      'First name is required',
      'Last name is required',
      'Email is required',
      'Phone number is required',
      'Address is required',
      'City is required',
      'ZIP code is required',
    ]) {
      expect(screen.getByText(message)).toBeTruthy();
    }
    expect(toast.error).toHaveBeenCalledWith('Please fill in all required fields.');
    expect(api.bodiesTo('/api/orders')).toEqual([]);
  });

  it('sends the spec’s order request and shows the order-placed panel, clearing the cart', async () => {
    const api = serve({
      '/api/orders': () => json(201, { order: placedOrder() }),
    });
    renderCheckout([BURGER, MOMO]);
    fireEvent.change(field(/^Order Notes/), { target: { value: '  Ring twice ' } });
    fireEvent.click(placeOrder());

    expect(await screen.findByRole('heading', { name: 'Order Placed Successfully!' })).toBeTruthy();
    const [request] = api.bodiesTo('/api/orders');
    expect(request).toEqual({
      user_id: CUSTOMER.id,
      items: [
        { id: 1, name: 'Himalayan Smash Burger', quantity: 2, price: 650, options: [] },
        { id: 2, name: 'Jhol Momo (10 pc)', quantity: 1, price: 280.5, options: [] },
      ],
      total_amount: 1580.5,
      delivery_address: 'Thamel Marg 1, Kathmandu, 44600',
      coupon_code: null,
      discount_amount: 0,
      phone: '9801234567',
      payment_method: 'cash',
      notes: 'Ring twice',
      idempotency_key: expect.stringMatching(/^[0-9a-f-]{36}$/),
      fulfilment: 'delivery',
    });
    expect(screen.getByTestId('placed-order-id').textContent).toBe('#0000ABCD');
    expect(screen.getByText('NRS 1,580.50')).toBeTruthy();
    expect(screen.getByText('Pending')).toBeTruthy();
    // The server gave no estimate: the shop's default.
    expect(screen.getByText('25-35 minutes')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'View Order History' }).getAttribute('href')).toBe(
      '/profile?tab=orders',
    );
    expect(screen.getByRole('link', { name: 'Follow This Order' }).getAttribute('href')).toBe(
      '/orders/3f2a9c1d-0000-4000-8000-00000000abcd',
    );
    expect(screen.getByRole('link', { name: 'Order More' }).getAttribute('href')).toBe('/meals');
    expect(useCartStore.getState().items).toEqual([]);
  });

  it('keeps the typed address and notes for the tab, for this customer, until the order is placed', async () => {
    serve({ '/api/orders': () => json(201, { order: placedOrder() }) });
    renderCheckout([BURGER]);
    fireEvent.change(field('Address'), { target: { value: 'Jhamsikhel Road 12' } });
    fireEvent.change(field('City'), { target: { value: 'Lalitpur' } });
    fireEvent.change(field(/^Order Notes/), { target: { value: 'Ring twice' } });
    // A reload: the page is rendered anew.
    cleanup();
    renderCheckout([BURGER]);
    expect(field('Address').value).toBe('Jhamsikhel Road 12');
    expect(field('City').value).toBe('Lalitpur');
    expect(field(/^Order Notes/).value).toBe('Ring twice');
    expect(field('First Name').value).toBe('Sita');

    // Someone else signed in on this tab does not get it.
    cleanup();
    session.customer = { ...CUSTOMER, id: 'c0ffee00-0000-4000-8000-000000000002' };
    renderCheckout([BURGER]);
    expect(field('Address').value).toBe('Thamel Marg 1');
    cleanup();

    session.customer = CUSTOMER;
    renderCheckout([BURGER]);
    fireEvent.click(placeOrder());
    await screen.findByRole('heading', { name: 'Order Placed Successfully!' });
    cleanup();
    renderCheckout([BURGER]);
    expect(field('Address').value).toBe('Thamel Marg 1');
    expect(field(/^Order Notes/).value).toBe('');
  });

  it('says Placing Order... on a disabled button while the order is on its way', async () => {
    let answer: (response: Response) => void = () => {};
    serve({ '/api/orders': () => new Promise<Response>((resolve) => (answer = resolve)) });
    renderCheckout([BURGER]);
    fireEvent.click(placeOrder());
    await waitFor(() => expect(placeOrder().textContent).toBe('Placing Order...'));
    expect((placeOrder() as HTMLButtonElement).disabled).toBe(true);
    answer(json(201, { order: placedOrder({ estimatedDeliveryTime: '30-40 minutes' }) }));
    expect(await screen.findByText('30-40 minutes')).toBeTruthy();
  });

  it('keeps the cart and the key after a failure, and sends the same key again', async () => {
    let attempt = 0;
    const api = serve({
      '/api/orders': () => {
        attempt += 1;
        if (attempt === 1) throw new TypeError('Failed to fetch');
        if (attempt === 2)
          return json(400, {
            error: 'VALIDATION_FAILED',
            message: 'Please enter a valid phone number',
          });
        return json(200, { order: placedOrder() });
      },
    });
    renderCheckout([BURGER]);

    fireEvent.click(placeOrder());
    expect(
      await screen.findByText(
        'Unable to connect to the server. Please check your internet connection.',
      ),
    ).toBeTruthy();
    expect(useCartStore.getState().items).toHaveLength(1);
    expect((placeOrder() as HTMLButtonElement).disabled).toBe(false);

    fireEvent.click(placeOrder());
    expect(await screen.findByText('Please enter a valid phone number')).toBeTruthy();
    expect(useCartStore.getState().items).toHaveLength(1);

    fireEvent.click(placeOrder());
    await screen.findByRole('heading', { name: 'Order Placed Successfully!' });
    const keys = api
      .bodiesTo('/api/orders')
      .map((body) => (body as { idempotency_key: string }).idempotency_key);
    expect(keys).toHaveLength(3);
    expect(new Set(keys).size).toBe(1);
  });

  it('shows the current facts of a 409 and takes today’s prices into the cart', async () => {
    serve({
      '/api/orders': () =>
        json(409, {
          error: 'CONFLICT',
          message: 'Prices have changed since you filled your cart. Please review your cart.',
          details: {
            problems: [
              {
                kind: 'price_changed',
                message: 'Prices have changed since you filled your cart. Please review your cart.',
                mealId: 1,
              },
              { kind: 'out_of_stock', message: 'Only 0 left of Jhol Momo (10 pc)', mealId: 2 },
            ],
            items: [
              { id: 1, name: 'Himalayan Smash Burger', price: 700, available: true, stock: 20 },
              { id: 2, name: 'Jhol Momo (10 pc)', price: 280.5, available: false, stock: 0 },
            ],
            coupon: null,
            totals: { subtotal: 1400, discount: 0, deliveryFee: 0, total: 1400 },
            ordering: null,
          },
        }),
    });
    renderCheckout([BURGER, MOMO]);
    fireEvent.click(placeOrder());

    const notice = within(await screen.findByTestId('checkout-conflict'));
    expect(notice.getByText("We couldn't place your order")).toBeTruthy();
    expect(
      notice.getByText('Prices have changed since you filled your cart. Please review your cart.'),
    ).toBeTruthy();
    expect(
      notice.getByText('Himalayan Smash Burger now costs NRS 700.00 (was NRS 650.00)'),
    ).toBeTruthy();
    expect(notice.getByText('Only 0 left of Jhol Momo (10 pc)')).toBeTruthy();
    expect(notice.getByRole('link', { name: 'Review Cart' }).getAttribute('href')).toBe('/cart');
    expect(useCartStore.getState().items[0]).toMatchObject({ price: 700, priceWas: 650 });
    expect(screen.getByTestId('checkout-total').textContent).toBe('NRS 1,680.50');
    expect(summary().getByText('No longer available')).toBeTruthy();
    expect((placeOrder() as HTMLButtonElement).disabled).toBe(false);
  });
});

describe('the coupon', () => {
  const first20 = {
    valid: true,
    coupon: {
      code: 'FIRST20',
      discount_type: 'percentage',
      discount_value: 20,
      description: '20% off your first order',
      min_order_amount: 0,
      first_order_only: true,
      valid_weekdays: null,
      categories: [],
      starts_at: null,
      ends_at: null,
    },
    discount_amount: 260,
    message: 'Coupon applied: NRS 260.00 off',
    error: null,
    reason: null,
  };

  it('asks for a code, upper-cases it as typed and applies it to the total', async () => {
    const api = serve({ '/api/coupons/validate': () => json(200, first20) });
    renderCheckout([BURGER]);
    fireEvent.click(screen.getByRole('button', { name: 'Apply' }));
    expect(screen.getByText('Please enter a coupon code')).toBeTruthy();
    expect(api.bodiesTo('/api/coupons/validate')).toEqual([]);

    fireEvent.change(field(/^Coupon code/), { target: { value: 'first20' } });
    expect(field(/^Coupon code/).value).toBe('FIRST20');
    fireEvent.click(screen.getByRole('button', { name: 'Apply' }));

    expect(await screen.findByText('You save NRS 260.00')).toBeTruthy();
    expect(api.bodiesTo('/api/coupons/validate')).toEqual([
      { code: 'FIRST20', order_amount: 1300, items: [{ id: 1, quantity: 2, options: [] }] },
    ]);
    expect(screen.getByTestId('checkout-discount').textContent).toBe('−NRS 260.00');
    expect(screen.getByTestId('checkout-total').textContent).toBe('NRS 1,040.00');

    fireEvent.click(screen.getByRole('button', { name: 'Remove coupon FIRST20' }));
    expect(screen.queryByTestId('checkout-discount')).toBeNull();
    expect(screen.getByTestId('checkout-total').textContent).toBe('NRS 1,300.00');
  });

  it("offers the running events' codes, and a tap puts one in and applies it", async () => {
    const event = (id: number, title: string, code: string | null) => ({
      id,
      title,
      description: '',
      image_url: null,
      start_date: '2025-01-01T00:00:00+05:45',
      end_date: '2025-01-31T00:00:00+05:45',
      coupon_code: code,
      discount_percentage: 10,
    });
    const api = serve({
      '/api/events/active': () =>
        json(200, {
          events: [event(1, 'Momo Mania Week', 'MOMOFEST10'), event(2, 'Open Day', null)],
        }),
      '/api/coupons/validate': () =>
        json(200, { ...first20, coupon: { ...first20.coupon, code: 'MOMOFEST10' } }),
    });
    renderCheckout([BURGER]);
    const offers = within(await screen.findByRole('list', { name: /^Running offers/ }));
    expect(offers.getAllByRole('button').map((button) => button.textContent)).toEqual([
      'MOMOFEST10Momo Mania Week',
    ]);

    fireEvent.click(offers.getByRole('button', { name: /MOMOFEST10/ }));
    expect(await screen.findByText('You save NRS 260.00')).toBeTruthy();
    expect(api.bodiesTo('/api/coupons/validate')).toEqual([
      { code: 'MOMOFEST10', order_amount: 1300, items: [{ id: 1, quantity: 2, options: [] }] },
    ]);
    expect(screen.getByRole('button', { name: 'Remove coupon MOMOFEST10' })).toBeTruthy();
  });

  it('shows the server’s refusal, else Invalid coupon code, and a network failure resets it', async () => {
    let answer: () => Response = () => json(200, first20);
    serve({ '/api/coupons/validate': () => answer() });
    renderCheckout([BURGER]);
    const code = () => field(/^Coupon code/);
    const apply = () => fireEvent.click(screen.getByRole('button', { name: 'Apply' }));

    fireEvent.change(code(), { target: { value: 'FIRST20' } });
    apply();
    await screen.findByText('You save NRS 260.00');
    fireEvent.click(screen.getByRole('button', { name: 'Remove coupon FIRST20' }));

    answer = () =>
      json(200, {
        valid: false,
        coupon: first20.coupon,
        discount_amount: 0,
        message: null,
        error: 'This coupon is only valid on your first order',
        reason: 'first_order_only',
      });
    fireEvent.change(code(), { target: { value: 'FIRST20' } });
    apply();
    expect(await screen.findByText('This coupon is only valid on your first order')).toBeTruthy();
    expect(screen.queryByTestId('checkout-discount')).toBeNull();

    answer = () =>
      json(200, {
        valid: false,
        coupon: null,
        discount_amount: 0,
        message: null,
        error: null,
        reason: 'invalid',
      });
    fireEvent.change(code(), { target: { value: 'NOPE' } });
    apply();
    expect(await screen.findByText('Invalid coupon code')).toBeTruthy();

    answer = () => {
      throw new TypeError('Failed to fetch');
    };
    fireEvent.change(code(), { target: { value: 'FIRST20' } });
    apply();
    expect(await screen.findByText('Failed to validate coupon. Please try again.')).toBeTruthy();
    expect(screen.queryByTestId('checkout-discount')).toBeNull();
    expect(screen.getByTestId('checkout-total').textContent).toBe('NRS 1,300.00');
  });

  it('sends the applied coupon with the order, and drops one the server says no longer applies', async () => {
    const api = serve({
      '/api/coupons/validate': () => json(200, first20),
      '/api/orders': () =>
        json(409, {
          error: 'CONFLICT',
          message: 'This coupon is only valid on your first order',
          details: {
            problems: [
              {
                kind: 'coupon',
                message: 'This coupon is only valid on your first order',
                mealId: null,
              },
            ],
            items: [
              { id: 1, name: 'Himalayan Smash Burger', price: 650, available: true, stock: 20 },
            ],
            coupon: {
              code: 'FIRST20',
              valid: false,
              discount_amount: 0,
              message: null,
              error: 'This coupon is only valid on your first order',
            },
            totals: { subtotal: 1300, discount: 0, deliveryFee: 0, total: 1300 },
            ordering: null,
          },
        }),
    });
    renderCheckout([BURGER]);
    fireEvent.change(field(/^Coupon code/), { target: { value: 'FIRST20' } });
    fireEvent.click(screen.getByRole('button', { name: 'Apply' }));
    await screen.findByText('You save NRS 260.00');
    fireEvent.click(placeOrder());

    await screen.findByTestId('checkout-conflict');
    expect(api.bodiesTo('/api/orders')[0]).toMatchObject({
      coupon_code: 'FIRST20',
      discount_amount: 260,
      total_amount: 1040,
    });
    expect(screen.queryByTestId('checkout-discount')).toBeNull();
    expect(screen.getByTestId('checkout-total').textContent).toBe('NRS 1,300.00');
    expect(
      screen.getAllByText('This coupon is only valid on your first order').length,
    ).toBeGreaterThan(0);
  });
});

describe('the delivery fee and the area’s minimum', () => {
  const THAMEL = {
    id: 2,
    name: 'Thamel',
    fee: 100,
    minimumOrder: 0,
    extraMinutes: 0,
    places: ['Thamel'],
  };
  const freedel30 = {
    valid: true,
    coupon: {
      code: 'FREEDEL30',
      discount_type: 'free_delivery',
      discount_value: 0,
      description: 'Free delivery',
      min_order_amount: 0,
      first_order_only: false,
      valid_weekdays: null,
      categories: [],
      starts_at: null,
      ends_at: null,
    },
    discount_amount: 0,
    message: 'Delivery is free with this code',
    error: null,
    reason: null,
  };
  /** The server's pricing: Thamel's fee, raised since the list was read, waived by FREEDEL30. */
  const priced = (body: unknown) => {
    const request = body as { coupon_code: string | null; total_amount: number };
    const fee = request.coupon_code === 'FREEDEL30' ? 0 : 120;
    return json(200, {
      valid: true,
      order: {
        subtotal: 1300,
        discount: 0,
        deliveryFee: fee,
        total: 1300 + fee,
        couponCode: request.coupon_code,
        items: [],
        estimatedDeliveryTime: '25-35 minutes',
        fulfilment: 'delivery',
        deliveryArea: { id: 2, name: 'Thamel', fee: 100, minimumOrder: 0, extraMinutes: 0 },
        scheduledFor: null,
      },
      message: null,
      errors: [],
      details: null,
    });
  };

  it('asks the server for the fee as the order changes, and a free-delivery coupon waives it', async () => {
    const api = serve({
      '/api/delivery/areas': () => json(200, { areas: [THAMEL] }),
      '/api/orders/validate': priced,
      '/api/coupons/validate': () => json(200, freedel30),
      '/api/orders': () => json(201, { order: placedOrder({ deliveryFee: 0, totalAmount: 1300 }) }),
    });
    renderCheckout([BURGER]);
    // The area's fee at once, then the server's.
    expect((await screen.findByTestId('checkout-delivery-fee')).textContent).toBe('NRS 100.00');
    await waitFor(() =>
      expect(screen.getByTestId('checkout-delivery-fee').textContent).toBe('NRS 120.00'),
    );
    expect(screen.getByTestId('checkout-total').textContent).toBe('NRS 1,420.00');
    await waitFor(() =>
      expect(api.bodiesTo('/api/orders/validate').at(-1)).toMatchObject({
        fulfilment: 'delivery',
        delivery_area_id: 2,
        delivery_address: 'Thamel Marg 1, Kathmandu, 44600',
        total_amount: 1400,
        coupon_code: null,
      }),
    );

    fireEvent.change(field(/^Coupon code/), { target: { value: 'FREEDEL30' } });
    fireEvent.click(screen.getByRole('button', { name: 'Apply' }));
    await waitFor(() => expect(screen.queryByTestId('checkout-delivery-fee')).toBeNull());
    expect(summary().getByText('FREE')).toBeTruthy();
    // Not the demo's "Delivery is already free": this area charges a fee, and the code takes it off.
    expect(screen.getByText('Free delivery: no delivery fee on this order')).toBeTruthy();
    expect(screen.getByTestId('checkout-total').textContent).toBe('NRS 1,300.00');
    await waitFor(() =>
      expect(api.bodiesTo('/api/orders/validate').at(-1)).toMatchObject({
        coupon_code: 'FREEDEL30',
        total_amount: 1300,
      }),
    );

    // Pickup: no fee; the server is asked about pickup.
    fireEvent.click(screen.getByRole('radio', { name: 'Pickup' }));
    expect(summary().getByText('No delivery fee')).toBeTruthy();
    await waitFor(() =>
      expect(api.bodiesTo('/api/orders/validate').at(-1)).toMatchObject({ fulfilment: 'pickup' }),
    );
    fireEvent.click(screen.getByRole('radio', { name: 'Delivery' }));
    fireEvent.click(placeOrder());
    await screen.findByRole('heading', { name: 'Order Placed Successfully!' });
    expect(api.bodiesTo('/api/orders')[0]).toMatchObject({
      coupon_code: 'FREEDEL30',
      delivery_area_id: 2,
      total_amount: 1300,
    });
  });

  it('shows the placed order’s area, fee and the time it is ordered for', async () => {
    serve({
      '/api/orders': () =>
        json(201, {
          order: placedOrder({
            deliveryFee: 100,
            totalAmount: 1400,
            // Saturday 11 January 2025, 12:30 in Kathmandu.
            scheduledFor: '2025-01-11T06:45:00.000Z',
          }),
        }),
    });
    renderCheckout([BURGER]);
    fireEvent.click(placeOrder());
    expect((await screen.findByTestId('placed-scheduled')).textContent).toBe('For Saturday 12:30');
    expect(screen.getByTestId('placed-delivery').textContent).toBe('Thamel: delivery NRS 100.00');
    expect(screen.queryByText('Estimated Delivery')).toBeNull();
  });

  it('refuses to send an order below the area’s minimum, in the server’s words', async () => {
    const api = serve({
      '/api/delivery/areas': () => json(200, { areas: [{ ...THAMEL, minimumOrder: 2000 }] }),
      '/api/orders/validate': priced,
    });
    renderCheckout([BURGER]);
    const notice = await screen.findByTestId('checkout-below-minimum');
    expect(notice.textContent).toBe('The minimum order for delivery to Thamel is NRS 2,000.00.');
    fireEvent.click(placeOrder());
    expect(toast.error).toHaveBeenCalledWith(
      'The minimum order for delivery to Thamel is NRS 2,000.00.',
    );
    expect(api.bodiesTo('/api/orders')).toEqual([]);

    // Pickup has no minimum.
    fireEvent.click(screen.getByRole('radio', { name: 'Pickup' }));
    expect(screen.queryByTestId('checkout-below-minimum')).toBeNull();
  });
});

describe('paying with a wallet', () => {
  const PAY_BY = '2099-01-05T10:15:00.000Z';
  const WALLETS = {
    '/api/payments/methods': () => json(200, { methods: ['cash', 'esewa', 'khalti'] }),
  };
  const ESEWA_FIELDS = {
    amount: '1300',
    tax_amount: '0',
    total_amount: '1300',
    transaction_uuid: '3f2a9c1d-0000-4000-8000-00000000abcd-1',
    product_code: 'EPAYTEST',
    product_service_charge: '0',
    product_delivery_charge: '0',
    success_url: 'http://shop/api/payments/esewa/return',
    failure_url: 'http://shop/api/payments/esewa/return',
    signed_field_names: 'total_amount,transaction_uuid,product_code',
    signature: 'c2lnbmF0dXJl',
  };

  /** Where the checkout leads: the order page's address and what it is handed. */
  function OrderPageStandIn() {
    const location = useLocation();
    return (
      <p data-testid="order-page">
        {location.pathname} {JSON.stringify(location.state)}
      </p>
    );
  }

  /** The checkout, with the order page it may lead to. */
  function renderWithOrderPage(items: CartItem[]) {
    useCartStore.setState({ items });
    return render(
      <QueryClientProvider client={createQueryClient()}>
        <MemoryRouter initialEntries={['/checkout']}>
          <Routes>
            <Route path="/checkout" element={<CheckoutPage />} />
            <Route path="/orders/:id" element={<OrderPageStandIn />} />
          </Routes>
        </MemoryRouter>
      </QueryClientProvider>,
    );
  }
  const methods = () => within(screen.getByRole('radiogroup', { name: 'Payment method' }));
  const pay = (name: string) => screen.getByRole('button', { name });

  afterEach(() => {
    vi.restoreAllMocks();
  });

  it('offers the methods the shop answers, cash first and chosen, and names the wallet on the button', async () => {
    serve(WALLETS);
    renderCheckout([BURGER]);
    await waitFor(() => expect(methods().getAllByRole('radio')).toHaveLength(3));
    const radios = methods().getAllByRole('radio') as HTMLInputElement[];
    expect(radios.map((radio) => radio.value)).toEqual(['cash', 'esewa', 'khalti']);
    expect(methods().getByRole('radio', { name: 'Cash on delivery' })).toBe(radios[0]);
    expect(radios[0]?.checked).toBe(true);
    expect(placeOrder().textContent).toBe('Place Order');
    expect(screen.queryByText('Cash on delivery is the only way to pay for now.')).toBeNull();

    fireEvent.click(methods().getByRole('radio', { name: 'eSewa' }));
    expect(pay('Pay with eSewa')).toBeTruthy();
    expect(screen.getByText('You will go to eSewa to pay, then come back here.')).toBeTruthy();
    fireEvent.click(methods().getByRole('radio', { name: 'Khalti' }));
    expect(pay('Pay with Khalti')).toBeTruthy();
    fireEvent.click(methods().getByRole('radio', { name: 'Cash on delivery' }));
    expect(placeOrder().textContent).toBe('Place Order');
  });

  it('offers cash on delivery alone while the methods cannot be read', async () => {
    const api = serve({
      '/api/payments/methods': () => json(503, { error: 'INTERNAL', message: 'Down' }),
      '/api/orders': () => json(201, { order: placedOrder() }),
    });
    renderCheckout([BURGER]);
    await waitFor(() => expect(api.bodiesTo('/api/payments/methods')).not.toHaveLength(0));
    expect(methods().getAllByRole('radio')).toHaveLength(1);
    fireEvent.click(placeOrder());
    await screen.findByRole('heading', { name: 'Order Placed Successfully!' });
    expect(api.bodiesTo('/api/orders')[0]).toMatchObject({ payment_method: 'cash' });
  });

  it("places an eSewa order, empties the cart and posts eSewa's form", async () => {
    const submit = vi.spyOn(HTMLFormElement.prototype, 'submit').mockImplementation(() => {});
    const api = serve({
      ...WALLETS,
      '/api/orders': () =>
        json(201, {
          order: aWalletOrder('esewa', PAY_BY),
          walletRedirect: {
            wallet: 'esewa',
            method: 'POST',
            url: 'https://rc-epay.esewa.com.np/api/epay/main/v2/form',
            fields: ESEWA_FIELDS,
          },
          walletProblem: null,
        }),
    });
    renderCheckout([BURGER]);
    await waitFor(() => expect(methods().getAllByRole('radio')).toHaveLength(3));
    fireEvent.click(methods().getByRole('radio', { name: 'eSewa' }));
    fireEvent.click(pay('Pay with eSewa'));

    expect(await screen.findByRole('heading', { name: 'Taking you to eSewa…' })).toBeTruthy();
    expect(api.bodiesTo('/api/orders')[0]).toMatchObject({ payment_method: 'esewa' });
    expect(useCartStore.getState().items).toEqual([]);
    expect(submit).toHaveBeenCalledOnce();
    const form = submit.mock.contexts[0] as HTMLFormElement;
    expect(form.method.toUpperCase()).toBe('POST');
    expect(form.action).toBe('https://rc-epay.esewa.com.np/api/epay/main/v2/form');
    const sent = Object.fromEntries(
      [...form.querySelectorAll('input')].map((input) => [input.name, input.value]),
    );
    expect(sent).toEqual(ESEWA_FIELDS);
    expect(screen.getByRole('link', { name: 'Open my order' }).getAttribute('href')).toBe(
      `/orders/${placedOrder().id}`,
    );
    form.remove();
  });

  it("places a Khalti order and opens Khalti's page", async () => {
    const assign = vi.spyOn(window.location, 'assign').mockImplementation(() => {});
    const url = 'https://test-pay.khalti.com/?pidx=HT6o6PEZRWFJ5ygavzHWd5';
    serve({
      ...WALLETS,
      '/api/orders': () =>
        json(201, {
          order: aWalletOrder('khalti', PAY_BY),
          walletRedirect: { wallet: 'khalti', method: 'GET', url, fields: {} },
        }),
    });
    renderCheckout([BURGER]);
    await waitFor(() => expect(methods().getAllByRole('radio')).toHaveLength(3));
    fireEvent.click(methods().getByRole('radio', { name: 'Khalti' }));
    fireEvent.click(pay('Pay with Khalti'));
    expect(await screen.findByRole('heading', { name: 'Taking you to Khalti…' })).toBeTruthy();
    expect(assign).toHaveBeenCalledWith(url);
    expect(useCartStore.getState().items).toEqual([]);
  });

  it('goes to the order page and says why when the wallet could not be reached', async () => {
    const order = aWalletOrder('esewa', PAY_BY);
    serve({
      ...WALLETS,
      '/api/orders': () =>
        json(201, {
          order,
          walletRedirect: null,
          walletProblem: 'eSewa did not answer. Try again, or pay cash on delivery instead.',
        }),
      [`/api/orders/${order.id}`]: () => json(200, { order }),
    });
    renderWithOrderPage([BURGER]);
    await waitFor(() => expect(methods().getAllByRole('radio')).toHaveLength(3));
    fireEvent.click(methods().getByRole('radio', { name: 'eSewa' }));
    fireEvent.click(pay('Pay with eSewa'));

    // The order page says it (order-page.test.tsx): it is handed the server's sentence.
    expect((await screen.findByTestId('order-page')).textContent).toBe(
      `/orders/${order.id} ${JSON.stringify({ walletProblem: 'eSewa did not answer. Try again, or pay cash on delivery instead.' })}`,
    );
    expect(useCartStore.getState().items).toEqual([]);
  });
});
