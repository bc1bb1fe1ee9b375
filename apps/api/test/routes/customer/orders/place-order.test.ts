import { randomUUID } from 'node:crypto';
import { emailOutbox, orderLines, orderStatusHistory, orders } from '@shop/db';
import { desc, eq } from '@shop/db/orm';
import {
  checkoutConflictResponseSchema,
  errorResponseSchema,
  orderResponseSchema,
} from '@shop/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ORDER_STATUS_CHANNEL } from '../../../../src/services/orders/announce-order-status.ts';
import {
  addMeal,
  mealState,
  orderRequest,
  placeOrderCall,
  snapshot,
  type TestMeal,
} from '../../../support/orders.ts';
import { newCustomer, type SignedIn } from '../../../support/sessions.ts';
import { startTestApp, type TestApp } from '../../../test-app.ts';

let t: TestApp;
let customer: SignedIn;
let burger: TestMeal;
let fries: TestMeal;
beforeAll(async () => {
  t = await startTestApp();
  customer = await newCustomer(t, {
    firstName: 'Sita',
    lastName: 'Rai',
    email: 'sita.rai@example.com',
  });
  burger = await addMeal(t, { price: 450, stock: 20 });
  fries = await addMeal(t, { price: 199.5, stock: 20, category: 'Sides' });
});
afterAll(() => t.close());

const place = (payload: unknown, who: SignedIn = customer) =>
  placeOrderCall(t, who.headers, payload);

describe('POST /api/orders', () => {
  it('places the order at menu prices, claims the stock and answers with the order', async () => {
    const announced: string[] = [];
    const stop = await t.database.listen(ORDER_STATUS_CHANNEL, (payload) =>
      announced.push(payload),
    );
    const before = { burger: await mealState(t, burger.id), fries: await mealState(t, fries.id) };
    const request = orderRequest(
      [
        { meal: burger, quantity: 2 },
        { meal: fries, quantity: 1 },
      ],
      { notes: '  Extra spicy please  ' },
    );
    const res = await place(request);
    expect(res.statusCode).toBe(201);
    const { order } = orderResponseSchema.parse(res.json());
    expect(order).toMatchObject({
      status: 'pending',
      subtotalAmount: 1099.5,
      discountAmount: 0,
      totalAmount: 1099.5,
      couponCode: null,
      paymentMethod: 'cash',
      deliveryAddress: 'Thamel Marg 1, Kathmandu, 44600',
      phone: '9801234567',
      notes: 'Extra spicy please',
      estimatedDeliveryTime: expect.stringMatching(/^\d+-\d+ minutes$/),
      items: [
        { mealId: burger.id, name: burger.name, quantity: 2, price: 450, freeQuantity: 0 },
        { mealId: fries.id, name: fries.name, quantity: 1, price: 199.5, freeQuantity: 0 },
      ],
      timeline: [{ status: 'pending', by: 'customer', notes: null }],
    });
    expect(await mealState(t, burger.id)).toMatchObject({
      stock: before.burger.stock - 2,
      sold: before.burger.sold + 2,
    });
    expect(await mealState(t, fries.id)).toMatchObject({
      stock: before.fries.stock - 1,
      sold: before.fries.sold + 1,
    });

    const [row] = await t.db.select().from(orders).where(eq(orders.id, order.id));
    expect(row).toMatchObject({
      customerId: customer.id,
      customerName: 'Sita Rai',
      customerEmail: 'sita.rai@example.com',
      subtotalPaisa: 109_950,
      totalPaisa: 109_950,
      idempotencyKey: request.idempotency_key,
    });
    const lines = await t.db.select().from(orderLines).where(eq(orderLines.orderId, order.id));
    expect(lines).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          mealName: burger.name,
          categoryName: 'Test Kitchen',
          unitPricePaisa: 45_000,
        }),
        expect.objectContaining({
          mealName: fries.name,
          categoryName: 'Sides',
          unitPricePaisa: 19_950,
        }),
      ]),
    );

    const [mail] = await t.db
      .select()
      .from(emailOutbox)
      .orderBy(desc(emailOutbox.createdAt))
      .limit(1);
    expect(mail).toMatchObject({ toAddress: 'sita.rai@example.com', kind: 'order_confirmation' });
    expect(mail?.textBody).toContain(`2 × ${burger.name} at NRS 450.00`);
    expect(mail?.textBody).toContain('Total (cash on delivery): NRS 1,099.50');
    const number = `#${order.id.slice(-8).toUpperCase()}`;
    expect(mail?.subject).toBe(`Your Burger House order ${number}`);
    expect(mail?.textBody).toContain(`Thank you for your order ${number} at Burger House.`);

    await expect.poll(() => announced.length).toBe(1);
    expect(JSON.parse(announced[0] ?? '{}')).toEqual({
      customerId: customer.id,
      orderId: order.id,
      historyId: order.timeline[0]?.id,
    });
    await stop();
  });

  it('answers a repeated submission with the first order, and places it once', async () => {
    const request = orderRequest([{ meal: burger, quantity: 1 }]);
    const first = await place(request);
    expect(first.statusCode).toBe(201);
    const stockAfterFirst = (await mealState(t, burger.id)).stock;
    const again = await place(request);
    expect(again.statusCode).toBe(200);
    expect(again.json().order).toEqual(first.json().order);
    expect(await mealState(t, burger.id)).toMatchObject({ stock: stockAfterFirst });
    const rows = await t.db
      .select({ id: orders.id })
      .from(orders)
      .where(eq(orders.idempotencyKey, request.idempotency_key ?? ''));
    expect(rows).toHaveLength(1);
  });

  it('places one order for concurrent submissions with the same key', async () => {
    const request = orderRequest([{ meal: fries, quantity: 1 }]);
    const before = await mealState(t, fries.id);
    const answers = await Promise.all(Array.from({ length: 5 }, () => place(request)));
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 200, 200, 200, 201]);
    const ids = new Set(answers.map((a) => a.json().order.id));
    expect(ids.size).toBe(1);
    expect(await mealState(t, fries.id)).toMatchObject({
      stock: before.stock - 1,
      sold: before.sold + 1,
    });
  });

  it('lets two customers use the same idempotency key independently', async () => {
    const other = await newCustomer(t);
    const request = orderRequest([{ meal: fries, quantity: 1 }]);
    const mine = await place(request);
    const theirs = await place(request, other);
    expect([mine.statusCode, theirs.statusCode]).toEqual([201, 201]);
    expect(mine.json().order.id).not.toBe(theirs.json().order.id);
  });

  it('keeps the first entry of the timeline as the order status history', async () => {
    const res = await place(orderRequest([{ meal: fries, quantity: 1 }]));
    const { order } = orderResponseSchema.parse(res.json());
    const history = await t.db
      .select()
      .from(orderStatusHistory)
      .where(eq(orderStatusHistory.orderId, order.id));
    expect(history).toEqual([
      expect.objectContaining({ status: 'pending', changedBy: 'customer', adminId: null }),
    ]);
  });

  it('accepts the caller’s own id as user_id', async () => {
    const res = await place({
      ...orderRequest([{ meal: fries, quantity: 1 }]),
      user_id: customer.id,
    });
    expect(res.statusCode).toBe(201);
  });
});

describe('POST /api/orders refuses, and changes nothing,', () => {
  async function expectRefused(payload: unknown, status: number, message: string) {
    const before = await snapshot(t, [burger.id, fries.id]);
    const res = await place(payload);
    expect(res.statusCode).toBe(status);
    expect(res.json()).toMatchObject({ message });
    expect(await snapshot(t, [burger.id, fries.id])).toEqual(before);
    return res;
  }

  it('a price that differs from the menu, with the current prices', async () => {
    const request = orderRequest([{ meal: burger, quantity: 1 }]);
    const tampered = {
      ...request,
      items: [{ ...request.items[0], price: 1 }],
      total_amount: 1,
    };
    const res = await expectRefused(
      tampered,
      409,
      'Prices have changed since you filled your cart. Please review your cart.',
    );
    const body = checkoutConflictResponseSchema.parse(res.json());
    expect(body.details).toMatchObject({
      problems: [{ kind: 'price_changed', mealId: burger.id }],
      items: [{ id: burger.id, name: burger.name, price: 450, available: true }],
      coupon: null,
      totals: { subtotal: 450, discount: 0, total: 450 },
    });
  });

  it('a total that differs from the lines', async () => {
    await expectRefused(
      { ...orderRequest([{ meal: burger, quantity: 1 }]), total_amount: 400 },
      409,
      'The order total has changed. Please review your cart.',
    );
  });

  it('a discount without a coupon', async () => {
    await expectRefused(
      { ...orderRequest([{ meal: burger, quantity: 2 }]), total_amount: 800, discount_amount: 100 },
      409,
      'The order total has changed. Please review your cart.',
    );
  });

  it('another customer’s id as user_id (403)', async () => {
    const other = await newCustomer(t);
    await expectRefused(
      { ...orderRequest([{ meal: burger, quantity: 1 }]), user_id: other.id },
      403,
      'You can only place orders for yourself',
    );
  });

  it.each([
    [0, 'Quantity must be a whole number from 1 to 50'],
    [-1, 'Quantity must be a whole number from 1 to 50'],
    [1.5, 'Quantity must be a whole number from 1 to 50'],
    [51, 'Quantity must be a whole number from 1 to 50'],
    ['2x', 'Quantity must be a whole number from 1 to 50'],
  ])('a quantity of %s (400)', async (quantity, message) => {
    const request = orderRequest([{ meal: burger, quantity: 1 }]);
    await expectRefused({ ...request, items: [{ ...request.items[0], quantity }] }, 400, message);
  });

  it('an unknown meal (409)', async () => {
    const ghost = { id: 2_000_000_000, name: 'Ghost Burger', price: 100, category: 'Test Kitchen' };
    const res = await expectRefused(
      orderRequest([
        { meal: burger, quantity: 1 },
        { meal: ghost, quantity: 1 },
      ]),
      409,
      'Ghost Burger is no longer available',
    );
    expect(res.json().details.items.map((item: { id: number }) => item.id)).toEqual([burger.id]);
  });

  it('a meal taken off the menu (409)', async () => {
    const retired = await addMeal(t, { isActive: false });
    const res = await expectRefused(
      orderRequest([{ meal: retired, quantity: 1 }]),
      409,
      `${retired.name} is no longer available`,
    );
    expect(res.json().details.items).toEqual([
      {
        id: retired.id,
        name: retired.name,
        price: retired.price,
        available: false,
        stock: 0,
        options: [],
      },
    ]);
  });

  it('more than is in stock, saying how many are left (409)', async () => {
    const scarce = await addMeal(t, { stock: 2 });
    const res = await place(orderRequest([{ meal: scarce, quantity: 3 }]));
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({
      error: 'CONFLICT',
      message: `Only 2 left of ${scarce.name}`,
      details: { items: [{ id: scarce.id, stock: 2, available: true }] },
    });
    expect(await mealState(t, scarce.id)).toMatchObject({ stock: 2, sold: 0 });
  });

  it('a sold-out meal (409)', async () => {
    const soldOut = await addMeal(t, { stock: 0 });
    const res = await place(orderRequest([{ meal: soldOut, quantity: 1 }]));
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(`${soldOut.name} is sold out`);
  });

  it('10,000 lines (400)', async () => {
    const request = orderRequest([{ meal: burger, quantity: 1 }]);
    const items = Array.from({ length: 10_000 }, (_, i) => ({ id: i + 1, quantity: 1, price: 1 }));
    await expectRefused({ ...request, items }, 400, 'An order can hold at most 50 different meals');
  });

  it('the same meal on two lines (400)', async () => {
    await expectRefused(
      orderRequest([
        { meal: burger, quantity: 1 },
        { meal: burger, quantity: 2 },
      ]),
      400,
      'Each meal may appear only once in an order: change its quantity instead',
    );
  });

  it('an empty cart (400)', async () => {
    await expectRefused({ ...orderRequest([]), items: [] }, 400, 'Your cart is empty');
  });

  it.each([
    ['', 'Address is required'],
    ['   ', 'Address is required'],
    [', Kathmandu, 44600', 'Address is required'],
    ['Thamel Marg 1, , 44600', 'City is required'],
    ['Thamel Marg 1', 'City is required'],
    ['Thamel Marg 1, Kathmandu, ', 'ZIP code is required'],
    ['Thamel Marg 1, Kathmandu', 'ZIP code is required'],
  ])('the delivery address %j (400)', async (address, message) => {
    await expectRefused(
      { ...orderRequest([{ meal: burger, quantity: 1 }]), delivery_address: address },
      400,
      message,
    );
  });

  it.each([
    [undefined, 'Phone number is required'],
    ['  ', 'Phone number is required'],
    ['call me', 'Please enter a valid phone number'],
  ])('the phone %j (400)', async (phone, message) => {
    await expectRefused({ ...orderRequest([{ meal: burger, quantity: 1 }]), phone }, 400, message);
  });

  it('notes over 500 characters (400)', async () => {
    await expectRefused(
      { ...orderRequest([{ meal: burger, quantity: 1 }]), notes: 'n'.repeat(501) },
      400,
      'Notes must be at most 500 characters',
    );
  });

  it('a payment method the shop does not know (400)', async () => {
    await expectRefused(
      { ...orderRequest([{ meal: burger, quantity: 1 }]), payment_method: 'card' },
      400,
      'payment_method must be cash, esewa or khalti',
    );
  });

  it('a wallet the shop is not set up for (400)', async () => {
    await expectRefused(
      { ...orderRequest([{ meal: burger, quantity: 1 }]), payment_method: 'esewa' },
      400,
      'eSewa is not available right now: choose another way to pay',
    );
  });

  it('a malformed idempotency key (400)', async () => {
    await expectRefused(
      { ...orderRequest([{ meal: burger, quantity: 1 }]), idempotency_key: 'again' },
      400,
      'idempotency_key must be a UUID',
    );
  });

  it('a caller without a session (401)', async () => {
    const before = await snapshot(t, [burger.id]);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/orders',
      payload: orderRequest([{ meal: burger, quantity: 1 }]),
    });
    expect(res.statusCode).toBe(401);
    expect(errorResponseSchema.parse(res.json()).error).toBe('UNAUTHORIZED');
    expect(await snapshot(t, [burger.id])).toEqual(before);
    const forged = await placeOrderCall(t, { authorization: `Bearer ${randomUUID()}x` }, {});
    expect(forged.statusCode).toBe(401);
  });
});
