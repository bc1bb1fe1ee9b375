import { coupons, meals } from '@shop/db';
import { eq } from '@shop/db/orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readCheckoutContext } from '../../src/services/orders/checkout-facts.ts';
import { quoteOrder } from '../../src/services/orders/checkout-quote.ts';
import { isCheckoutClaimRefused, writeOrder } from '../../src/services/orders/write-order.ts';
import { addCoupon, addMeal, snapshot, type TestMeal } from '../support/orders.ts';
import { newCustomer } from '../support/sessions.ts';
import { startTestApp, type TestApp } from '../test-app.ts';

/*
 * Checkout reads, decides, then writes in a statement of its own (decision 020). Whatever changed
 * in between that the order was priced on must stop the write, and the write must leave nothing
 * behind: no order, no stock or coupon use taken, no mail.
 */

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

/** An order of one meal (with a coupon), read and quoted now, to be written later. */
async function quotedOrder(meal: TestMeal, couponCode: string | null) {
  const customer = await newCustomer(t);
  const now = new Date();
  const context = await readCheckoutContext(t.db, {
    customerId: customer.id,
    mealIds: [meal.id],
    couponCode,
    now,
  });
  const quote = quoteOrder({
    items: [{ id: meal.id, quantity: 2 }],
    meals: context.meals,
    couponCode,
    coupon: context.coupon,
    now,
    hasEarlierOrder: false,
  });
  expect(quote.problems).toEqual([]);
  const coupon = context.coupon;
  return () =>
    writeOrder(t.db, {
      customerId: customer.id,
      customerName: context.customerName,
      customerEmail: context.customerEmail ?? '',
      phone: '9801234567',
      deliveryAddress: 'Thamel Marg 1, Kathmandu, 44600',
      notes: null,
      paymentMethod: 'cash',
      coupon: coupon ? { id: coupon.id, code: coupon.code, terms: coupon.terms } : null,
      subtotalPaisa: quote.subtotalPaisa,
      discountPaisa: quote.discountPaisa,
      totalPaisa: quote.totalPaisa,
      estimatedDelivery: '30-45 minutes',
      idempotencyKey: crypto.randomUUID(),
      lines: quote.lines,
      email: (id) => ({ to: 'x@example.com', subject: id, text: id, kind: 'order-confirmation' }),
    });
}

async function expectRefusedLeavingAllAsItWas(
  write: () => Promise<unknown>,
  meal: TestMeal,
  code?: string,
) {
  const before = await snapshot(t, [meal.id], code);
  const error = await write().then(
    () => null,
    (refused: unknown) => refused,
  );
  expect(isCheckoutClaimRefused(error)).toBe(true);
  expect(await snapshot(t, [meal.id], code)).toEqual(before);
}

describe('the write of a quoted order', () => {
  it('goes through when nothing changed since the quote', async () => {
    const meal = await addMeal(t, { price: 300, stock: 5 });
    const coupon = await addCoupon(t, { percentOff: 10 });
    const written = await (await quotedOrder(meal, coupon.code))();
    expect(written.order.totalPaisa).toBe(54_000);
    expect((await snapshot(t, [meal.id], coupon.code)).stock).toEqual([
      { id: meal.id, stock: 3, sold: 2 },
    ]);
  });

  it('writes nothing when the meal’s price changed after the quote', async () => {
    const meal = await addMeal(t, { price: 300 });
    const write = await quotedOrder(meal, null);
    await t.db.update(meals).set({ pricePaisa: 32_000 }).where(eq(meals.id, meal.id));
    await expectRefusedLeavingAllAsItWas(write, meal);
  });

  it('writes nothing when the meal left the menu after the quote', async () => {
    const meal = await addMeal(t, { price: 300 });
    const write = await quotedOrder(meal, null);
    await t.db.update(meals).set({ isActive: false }).where(eq(meals.id, meal.id));
    await expectRefusedLeavingAllAsItWas(write, meal);
  });

  it('writes nothing when the stock ran short after the quote', async () => {
    const meal = await addMeal(t, { price: 300, stock: 2 });
    const write = await quotedOrder(meal, null);
    await t.db.update(meals).set({ stock: 1 }).where(eq(meals.id, meal.id));
    await expectRefusedLeavingAllAsItWas(write, meal);
  });

  it('writes nothing when the coupon’s terms changed after the quote', async () => {
    const meal = await addMeal(t, { price: 300 });
    const coupon = await addCoupon(t, { percentOff: 10 });
    const write = await quotedOrder(meal, coupon.code);
    await t.db.update(coupons).set({ percentOff: 50 }).where(eq(coupons.id, coupon.id));
    await expectRefusedLeavingAllAsItWas(write, meal, coupon.code);
  });

  it('writes nothing when the coupon’s last use went elsewhere after the quote', async () => {
    const meal = await addMeal(t, { price: 300 });
    const coupon = await addCoupon(t, { percentOff: 10, usageLimit: 1 });
    const write = await quotedOrder(meal, coupon.code);
    await t.db.update(coupons).set({ usedCount: 1 }).where(eq(coupons.id, coupon.id));
    await expectRefusedLeavingAllAsItWas(write, meal, coupon.code);
  });
});
