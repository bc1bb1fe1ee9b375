import { PAYMENT_MESSAGES } from '@shop/shared';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import {
  addCoupon,
  addMeal,
  couponState,
  mealState,
  orderRequest,
  placeOrderCall,
  type TestMeal,
} from '../../support/orders.ts';
import {
  movableClock,
  payAtWallet,
  placeWalletOrder,
  pressWalletButton,
  readOrder,
  returnToShop,
  timelineOf,
  visitWallet,
  walletsOf,
} from '../../support/payments.ts';
import { newCustomer, type SignedIn } from '../../support/sessions.ts';
import { newStaffMember } from '../../support/staff.ts';
import { startTestApp, type TestApp } from '../../test-app.ts';
import { startWalletFakes, type WalletFakes } from '../../wallet-fakes/index.ts';

/*
 * The 15 minutes an order awaits its payment: it holds its stock and coupon use until then; the
 * last status check pays it or cancels it, giving them back; money that arrives after that is a
 * refund due, which the owner records once given back. Meanwhile the customer may switch.
 */

const PAST_THE_HOLD = 16;
const time = movableClock();
let fakes: WalletFakes;
let t: TestApp;
let customer: SignedIn;
beforeAll(async () => {
  fakes = await startWalletFakes();
  t = await startTestApp({ wallets: walletsOf(fakes), clock: time.clock });
  customer = await newCustomer(t);
});
afterEach(() => fakes.control.reset());
afterAll(async () => {
  await t.close();
  await fakes.close();
});

const read = (id: string) => readOrder(t, customer.headers, id);

/** Two burgers of a meal of their own, with a coupon of its own, to be paid with eSewa. */
async function placeHeldOrder() {
  const meal = await addMeal(t, { price: 450, stock: 10 });
  const coupon = await addCoupon(t, { percentOff: 10 });
  const request = orderRequest([{ meal, quantity: 2 }], {
    payment_method: 'esewa',
    coupon_code: coupon.code,
    discount: 90,
  });
  const res = await placeOrderCall(t, customer.headers, request);
  expect(res.statusCode, res.body).toBe(201);
  const placed = res.json() as Awaited<ReturnType<typeof placeWalletOrder>>;
  return { placed, meal, coupon };
}

async function expireHold() {
  time.advance(PAST_THE_HOLD);
  await t.app.payments.runChecks();
}

describe('the 15-minute hold', () => {
  it('holds stock and a coupon use; unpaid in time, the order is cancelled and gives them back', async () => {
    const { placed, meal, coupon } = await placeHeldOrder();
    expect(placed.order.payment.payBy).toBeTruthy();
    expect((await mealState(t, meal.id)).stock).toBe(8);
    expect((await couponState(t, coupon.code)).usedCount).toBe(1);

    await expireHold();
    const order = await read(placed.order.id);
    expect(order.status).toBe('cancelled');
    expect(order.payment.status).not.toBe('paid');
    expect((await timelineOf(t, placed.order.id)).at(-1)).toEqual({
      status: 'cancelled',
      changedBy: 'system',
      notes: 'Not paid within 15 minutes',
    });
    expect((await mealState(t, meal.id)).stock).toBe(10);
    expect(await couponState(t, coupon.code)).toEqual({ usedCount: 0, redemptions: 0 });
  });

  it('paid at the last check: the order is paid instead of cancelled', async () => {
    const { placed, meal, coupon } = await placeHeldOrder();
    fakes.control.esewaStatus = 'COMPLETE';
    await expireHold();
    const order = await read(placed.order.id);
    expect(order.status).toBe('pending');
    expect(order.payment.status).toBe('paid');
    expect((await mealState(t, meal.id)).stock).toBe(8);
    expect((await couponState(t, coupon.code)).usedCount).toBe(1);
  });

  it('paid after the order was cancelled: a refund due, which the owner marks refunded', async () => {
    const { placed } = await placeHeldOrder();
    if (!placed.walletRedirect) throw new Error('no redirect');
    // The customer is on eSewa's page when the time runs out, and pays then.
    const page = await visitWallet(placed.walletRedirect);
    await expireHold();
    expect((await read(placed.order.id)).status).toBe('cancelled');
    const back = await pressWalletButton(fakes, page, 'Pay');
    expect(await returnToShop(t, back)).toBe(`/orders/${placed.order.id}?payment=paid`);
    const cancelled = await read(placed.order.id);
    expect(cancelled.status).toBe('cancelled');
    expect(cancelled.payment.status).toBe('refund_due');

    const refund = (who: SignedIn) =>
      t.app.inject({
        method: 'POST',
        url: `/api/admin/orders/${placed.order.id}/refund`,
        headers: who.headers,
      });
    const manager = await newStaffMember(t, 'manager');
    expect((await refund(manager)).statusCode).toBe(403);
    const owner = await newStaffMember(t, 'owner');
    expect((await refund(owner)).statusCode).toBe(200);
    expect((await read(placed.order.id)).payment.status).toBe('refunded');
    const again = await refund(owner);
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(PAYMENT_MESSAGES.onlyRefundDue);
  });

  it('the refund of an order without a refund due is refused with 409', async () => {
    const { placed } = await placeHeldOrder();
    const owner = await newStaffMember(t, 'owner');
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/admin/orders/${placed.order.id}/refund`,
      headers: owner.headers,
    });
    expect(res.statusCode).toBe(409);
  });
});

describe('switching how to pay while the order awaits its payment', () => {
  let meal: TestMeal;
  beforeAll(async () => {
    meal = await addMeal(t, { price: 450, stock: 10 });
  });

  const place = () => placeWalletOrder(t, customer.headers, [{ meal, quantity: 1 }], 'esewa');
  const payWith = (id: string, method: string) =>
    t.app.inject({
      method: 'POST',
      url: `/api/orders/${id}/payment`,
      headers: customer.headers,
      payload: { payment_method: method },
    });

  it('to the other wallet: a new redirect, and paying there pays the order', async () => {
    const placed = await place();
    const res = await payWith(placed.order.id, 'khalti');
    expect(res.statusCode).toBe(200);
    const { order, walletRedirect } = res.json();
    expect(order).toMatchObject({ status: 'awaiting_payment', payment: { method: 'khalti' } });
    expect(walletRedirect).toMatchObject({ wallet: 'khalti', method: 'GET' });
    const back = await payAtWallet(fakes, walletRedirect);
    expect(await returnToShop(t, back)).toBe(`/orders/${placed.order.id}?payment=paid`);
    expect((await read(placed.order.id)).payment).toMatchObject({
      method: 'khalti',
      status: 'paid',
    });
  });

  it('to cash: the order goes to the restaurant, to be paid on delivery', async () => {
    const placed = await place();
    const res = await payWith(placed.order.id, 'cash');
    expect(res.statusCode).toBe(200);
    expect(res.json().order).toMatchObject({
      status: 'pending',
      payment: { method: 'cash', status: 'unpaid', payBy: null },
    });
  });

  it('after the time to pay: 409', async () => {
    const placed = await place();
    time.advance(PAST_THE_HOLD);
    for (const method of ['khalti', 'cash']) {
      const res = await payWith(placed.order.id, method);
      expect(res.statusCode).toBe(409);
      expect(res.json().message).toBe(PAYMENT_MESSAGES.notAwaitingPayment);
    }
  });

  it('cancelled by the customer: the stock comes back', async () => {
    const before = (await mealState(t, meal.id)).stock;
    const placed = await place();
    expect((await mealState(t, meal.id)).stock).toBe(before - 1);
    const res = await t.app.inject({
      method: 'PUT',
      url: `/api/orders/${placed.order.id}/cancel`,
      headers: customer.headers,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().order.status).toBe('cancelled');
    expect((await mealState(t, meal.id)).stock).toBe(before);
  });
});
