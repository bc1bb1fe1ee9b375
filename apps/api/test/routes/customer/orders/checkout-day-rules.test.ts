import { randomUUID } from 'node:crypto';
import { emailOutbox, specialDays } from '@shop/db';
import { eq } from '@shop/db/orm';
import { orderNumber } from '@shop/shared';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  everyDay,
  setHours,
  setLaterOrders,
  setPause,
  setSpecialDay,
  testClock,
} from '../../../support/ordering.ts';
import {
  addCoupon,
  addMeal,
  orderRequest,
  placeOrderCall,
  type TestMeal,
} from '../../../support/orders.ts';
import { newCustomer, type SignedIn, signInAdmin } from '../../../support/sessions.ts';
import { startTestApp, type TestApp } from '../../../test-app.ts';

/*
 * The rules of a restaurant's day at checkout (docs/product-rules.md#checkout-rules), through
 * the API with the app's clock set: each bug shops of this kind are known for has its test.
 * Times are the restaurant's (UTC+05:45): 2026-12-02 is a Wednesday.
 */

const time = testClock('2026-12-02T12:00');
const at = (wallClock: string) => time.set(wallClock.slice(0, 16));

let t: TestApp;
let meal: TestMeal;
let customer: SignedIn;
beforeAll(async () => {
  t = await startTestApp({ clock: time.clock });
  meal = await addMeal(t, { price: 300, stock: 1000 });
});
afterAll(() => t.close());

/** The confirmation mail of an order. */
async function mailOf(order: { id: string }) {
  const [mail] = await t.db
    .select({ text: emailOutbox.textBody })
    .from(emailOutbox)
    .where(eq(emailOutbox.subject, `Your Burger House order ${orderNumber(order.id)}`));
  return mail?.text;
}

const lunchAndDinner = everyDay([{ opens: '11:00', closes: '22:00' }]);
beforeEach(async () => {
  customer = await newCustomer(t);
  await t.db.delete(specialDays);
  await setHours(t, lunchAndDinner);
  await setLaterOrders(t, {
    enabled: true,
    daysAhead: 2,
    slotMinutes: 15,
    leadMinutes: 30,
    capacityPerSlot: 5,
  });
  await setPause(t, null);
});

const order = (extra: Parameters<typeof orderRequest>[1] = {}) =>
  placeOrderCall(t, customer.headers, orderRequest([{ meal, quantity: 2 }], extra));

describe('as soon as possible', () => {
  it('is refused one minute before opening, with the opening, and taken at opening', async () => {
    at('2026-12-02T10:59:00');
    const early = await order();
    expect(early.statusCode).toBe(409);
    expect(early.json()).toMatchObject({
      message: 'We are closed now and open again Wednesday at 11:00.',
      details: {
        problems: [{ kind: 'closed' }],
        ordering: { reason: 'closed', opensAt: '2026-12-02T05:15:00.000Z' },
      },
    });
    at('2026-12-02T11:00:00');
    expect((await order()).statusCode).toBe(201);
  });

  it('keeps a period across midnight open at 00:30 on its second day, and closed at its end', async () => {
    await setHours(t, everyDay([{ opens: '18:00', closes: '01:00' }]));
    at('2026-12-03T00:30:00');
    expect((await order()).statusCode).toBe(201);
    at('2026-12-03T01:00:00');
    expect((await order()).json().details.ordering.reason).toBe('closed');
  });

  it('follows a special day: closed on a holiday, other hours on a festival day', async () => {
    at('2026-12-02T12:00:00');
    await setSpecialDay(t, { date: '2026-12-02', closed: true, periods: [] });
    expect((await order()).json().details.ordering.reason).toBe('closed');
    await setSpecialDay(t, {
      date: '2026-12-02',
      closed: false,
      periods: [{ opens: '06:00', closes: '09:00' }],
    });
    at('2026-12-02T07:00:00');
    expect((await order()).statusCode).toBe(201);
  });

  it('is refused during a busy pause with its reason, and taken once it ends by itself', async () => {
    at('2026-12-02T12:00:00');
    await setPause(t, {
      ends: 'until',
      startedAt: time.clock().toISOString(),
      until: new Date(time.clock().getTime() + 30 * 60_000).toISOString(),
      reason: 'Kitchen is very busy',
    });
    const paused = await order();
    expect(paused.statusCode).toBe(409);
    expect(paused.json()).toMatchObject({
      message: 'We have paused new orders: Kitchen is very busy',
      details: {
        ordering: {
          reason: 'paused',
          pauseReason: 'Kitchen is very busy',
          resumesAt: '2026-12-02T06:45:00.000Z',
        },
      },
    });
    at('2026-12-02T12:30:00');
    expect((await order()).statusCode).toBe(201);
  });
});

describe('orders for later', () => {
  it('takes a slot while closed, and keeps the slot on the order', async () => {
    at('2026-12-02T08:00:00');
    const placed = await order({ scheduled_for: '2026-12-02T11:30:00+05:45' });
    expect(placed.statusCode).toBe(201);
    expect(placed.json().order).toMatchObject({ scheduledFor: '2026-12-02T05:45:00.000Z' });
  });

  it('offers no slot that ends after closing, and none inside the lead time', async () => {
    at('2026-12-02T12:00:00');
    expect((await order({ scheduled_for: '2026-12-02T21:45:00+05:45' })).statusCode).toBe(201);
    const late = await order({ scheduled_for: '2026-12-02T22:00:00+05:45' });
    expect(late.json()).toMatchObject({
      message: 'That time cannot be chosen: pick one of the times offered.',
      details: { ordering: { reason: 'slot_unavailable' } },
    });
    const soon = await order({ scheduled_for: '2026-12-02T12:15:00+05:45' });
    expect(soon.json().details.ordering.reason).toBe('slot_unavailable');
  });

  it('refuses a slot that filled while the customer was choosing it, offering the others', async () => {
    await setLaterOrders(t, { capacityPerSlot: 1 });
    at('2026-12-02T12:00:00');
    const slot = '2026-12-02T13:00:00+05:45';
    expect((await order({ scheduled_for: slot })).statusCode).toBe(201);
    customer = await newCustomer(t);
    const second = await order({ scheduled_for: slot });
    expect(second.statusCode).toBe(409);
    const { ordering } = second.json().details;
    expect(ordering.reason).toBe('slot_full');
    expect(ordering.slots.map((s: { startsAt: string }) => s.startsAt)).not.toContain(
      '2026-12-02T07:15:00.000Z',
    );
    // The first slot after the 30 minutes' lead time: 12:30.
    expect(ordering.slots[0].startsAt).toBe('2026-12-02T06:45:00.000Z');
  });

  it('is refused when the owner takes no orders for later', async () => {
    await setLaterOrders(t, { enabled: false });
    at('2026-12-02T12:00:00');
    const refused = await order({ scheduled_for: '2026-12-02T13:00:00+05:45' });
    expect(refused.json()).toMatchObject({
      message: 'We are not taking orders for later.',
      details: { ordering: { reason: 'later_disabled' } },
    });
  });
});

describe('delivery areas and pickup', () => {
  beforeEach(() => at('2026-12-02T12:00:00'));

  it('refuses an address in no area, and takes it for pickup with no fee and no address', async () => {
    const far = await order({ delivery_address: 'Lakeside 4, Pokhara, 33700' });
    expect(far.statusCode).toBe(409);
    expect(far.json()).toMatchObject({
      message:
        'We do not deliver to this address yet. Choose pickup, or an address in one of our delivery areas.',
      details: { ordering: { reason: 'no_area' } },
    });
    const { delivery_address: _, ...withoutAddress } = orderRequest([{ meal, quantity: 2 }]);
    const pickup = await placeOrderCall(t, customer.headers, {
      ...withoutAddress,
      fulfilment: 'pickup',
    });
    expect(pickup.statusCode).toBe(201);
    expect(pickup.json().order).toMatchObject({
      fulfilment: 'pickup',
      deliveryArea: null,
      deliveryFee: 0,
      deliveryAddress: '',
      totalAmount: 600,
    });
    const mail = await mailOf(pickup.json().order);
    expect(mail).toContain('Pickup: no delivery fee');
    expect(mail).toContain('Pickup at the restaurant');
  });

  it('charges the area’s fee, refuses below its minimum, and the free-delivery coupon waives it', async () => {
    const admin = await signInAdmin(t);
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/admin/delivery/areas',
      headers: admin.headers,
      payload: {
        name: 'Far Hills',
        fee: 80,
        minimum_order: 700,
        extra_minutes: 10,
        places: ['Far Hills'],
      },
    });
    expect(created.statusCode).toBe(201);
    const address = 'House 9, Far Hills, 44600';
    const small = await order({ delivery_address: address });
    expect(small.json()).toMatchObject({
      message: 'The minimum order for delivery to Far Hills is NRS 700.00.',
      details: { ordering: { reason: 'below_minimum', minimumOrder: 700 } },
    });
    const big = orderRequest([{ meal, quantity: 3 }], { delivery_address: address });
    const placed = await placeOrderCall(t, customer.headers, { ...big, total_amount: 980 });
    expect(placed.statusCode).toBe(201);
    expect(placed.json().order).toMatchObject({
      deliveryArea: { name: 'Far Hills' },
      deliveryFee: 80,
      subtotalAmount: 900,
      totalAmount: 980,
      estimatedDeliveryTime: expect.stringMatching(/^\d+-\d+ minutes$/),
    });
    expect(await mailOf(placed.json().order)).toContain(
      'Delivery: NRS 80.00\nTotal (cash on delivery): NRS 980.00',
    );
    const shownWithoutFee = await placeOrderCall(t, customer.headers, {
      ...big,
      idempotency_key: randomUUID(),
    });
    expect(shownWithoutFee.json().details.problems[0].kind).toBe('total_changed');
    const free = await addCoupon(t, { discountType: 'free_delivery' });
    customer = await newCustomer(t);
    const waived = await placeOrderCall(t, customer.headers, { ...big, coupon_code: free.code });
    expect(waived.statusCode).toBe(201);
    expect(waived.json().order).toMatchObject({ deliveryFee: 0, totalAmount: 900 });
  });

  it('refuses an area that no longer exists', async () => {
    const refused = await order({ delivery_area_id: 999_999 });
    expect(refused.json()).toMatchObject({
      message: 'That delivery area no longer exists: choose another.',
      details: { ordering: { reason: 'area_unknown' } },
    });
  });

  it('takes the first documents’ request as an as-soon-as-possible delivery', async () => {
    const placed = await order();
    expect(placed.statusCode).toBe(201);
    expect(placed.json().order).toMatchObject({
      fulfilment: 'delivery',
      deliveryArea: { name: 'Thamel' },
      deliveryFee: 0,
      scheduledFor: null,
    });
  });
});
